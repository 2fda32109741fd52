/**
 * Scheduling for the layouts' focus and rendering mechanics, which must wait for the browser
 * (the focus library's move, a mount, a painted frame) but are no flow of the product: those go
 * through machines and shared hooks. Each gives back a function that cancels the task.
 */

/** Runs `task` in a task of its own once the current one (a key's handlers, a render) is over. */
export function afterCurrentTask(task: () => void): () => void {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Runs `task` in a task after the next frame is painted (soon, where frames are not drawn). */
export function afterNextPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return afterCurrentTask(task);
  let cancelTask = () => {};
  const frame = requestAnimationFrame(() => void (cancelTask = afterCurrentTask(task)));
  return () => {
    cancelAnimationFrame(frame);
    cancelTask();
  };
}

/**
 * Runs `task` in a task of its own, queued at once: after the current task and its promises,
 * without the delay a timer may add (a message to itself).
 */
export function inNextTask(task: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
