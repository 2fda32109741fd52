import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryPreferences } from '../../../../src/adapters/storage/memory-preferences.store';
import { localPreferencesOf } from '../../../../src/application/account/local-preferences.service';
import { useCardRules } from '../../../../src/ui/shared/hooks/use-card-rules';
import { FakeSessionApi } from '../../../fakes/fake-session-api';
import { fakeServices } from '../../../fakes/fake-services';
import { FakeUsageApi } from '../../../fakes/fake-usage-api';
import { ManualClock } from '../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../fakes/shows';
import { FakeServices, startAuthAs } from '../../render-with-services';

/** A subscriber, the provider's video-previews flag on, a show on air now. */
async function renderRules() {
  const clock = new ManualClock();
  const now = clock.now();
  const show = aShow({ startDate: now.subtract({ minutes: 10 }), stopDate: now.add({ minutes: 50 }) });
  const usage = new FakeUsageApi();
  usage.resources = async () => ({ texts: {}, flags: { video_previews: true } });
  const sessionApi = new FakeSessionApi();
  const store = createMemoryPreferences();
  const services = fakeServices({
    auth: await startAuthAs(sessionApi, {}),
    clock,
    usage,
    sessionApi,
    preferences: store,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FakeServices services={services}>{children}</FakeServices>
  );
  const hook = renderHook(() => useCardRules(), { wrapper });
  const target = () => hook.result.current.previewTarget(show, aChannel({ id: show.channelId }));
  return { target, preferences: localPreferencesOf(store) };
}

describe('video previews (local preference)', () => {
  it('should offer a hover preview by default, and none at once once the preference is off', async () => {
    const { target, preferences } = await renderRules();
    await waitFor(() => expect(target()).not.toBeNull());
    act(() => preferences.set('videoPreviews', false));
    expect(target()).toBeNull();
  });
});
