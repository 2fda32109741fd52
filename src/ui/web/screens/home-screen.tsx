import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/hooks/use-auth';

export function HomeScreen() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">{session ? t('home_welcome', { name: session.profile.username }) : t('home_title')}</h1>
      <p>{t('home_intro')}</p>
      <Link to="/live/normal">{t('home_go_live')}</Link>
    </section>
  );
}
