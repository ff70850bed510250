import { describe, expect, it } from 'vitest';
import { createRevealQueue } from './reveal-queue';

/** A queue whose "later tasks" run only when the test says so. */
function manualQueue() {
  const tasks: (() => void)[] = [];
  const queue = createRevealQueue(run => tasks.push(run));
  const runTask = () => tasks.shift()?.();
  return { queue, tasks, runTask };
}

describe('createRevealQueue', () => {
  it('reveals nothing in the task that asked', () => {
    const { queue } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'));
    expect(revealed).toEqual([]);
    expect(queue.pending).toBe(1);
  });

  it('reveals one part per task, in the order they asked', () => {
    const { queue, tasks, runTask } = manualQueue();
    const revealed: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.enqueue(() => revealed.push(name));
    expect(tasks).toHaveLength(1); // one task at a time, however many wait
    runTask();
    expect(revealed).toEqual(['a']);
    runTask();
    expect(revealed).toEqual(['a', 'b']);
    runTask();
    expect(revealed).toEqual(['a', 'b', 'c']);
    expect(tasks).toHaveLength(0);
    expect(queue.pending).toBe(0);
  });

  it('keeps page order across components: a part asking later waits behind earlier ones', () => {
    const { queue, runTask } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('grid 1'));
    queue.enqueue(() => revealed.push('grid 2'));
    runTask();
    queue.enqueue(() => revealed.push('other'));
    runTask();
    runTask();
    expect(revealed).toEqual(['grid 1', 'grid 2', 'other']);
  });

  it('a cancelled part is never revealed and does not hold the others back', () => {
    const { queue, runTask } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'));
    const cancelB = queue.enqueue(() => revealed.push('b'));
    queue.enqueue(() => revealed.push('c'));
    cancelB();
    cancelB(); // twice is harmless
    runTask();
    runTask();
    expect(revealed).toEqual(['a', 'c']);
    expect(queue.pending).toBe(0);
  });

  it('cancelling everything leaves a scheduled task with nothing to do, and the queue usable', () => {
    const { queue, tasks, runTask } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'))();
    runTask();
    expect(revealed).toEqual([]);
    queue.enqueue(() => revealed.push('b'));
    expect(tasks).toHaveLength(1);
    runTask();
    expect(revealed).toEqual(['b']);
  });

  it('a part that throws does not stop the parts after it', () => {
    const { queue, runTask } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => {
      throw new Error('boom');
    });
    queue.enqueue(() => revealed.push('b'));
    expect(() => runTask()).toThrow('boom');
    runTask();
    expect(revealed).toEqual(['b']);
  });
});
