/**
 * A queue of one: the function returned runs each task it is given after every earlier one has
 * settled (fulfilled or rejected), so decisions that read and then write never interleave.
 */
export function serial(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };
}
