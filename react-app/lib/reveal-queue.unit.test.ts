import { describe, expect, it } from 'vitest';
import { createRevealQueue, REVEAL_FALLBACK_MS, type Schedule } from './reveal-queue';

/** A queue whose later tasks run only when the test says so: `runNext()` runs the earliest due one. */
function manualQueue() {
  let now = 0;
  let tasks: { at: number; run: () => void }[] = [];
  const schedule: Schedule = (run, delayMs) => {
    const task = { at: now + delayMs, run };
    tasks.push(task);
    return () => {
      tasks = tasks.filter(t => t !== task);
    };
  };
  const queue = createRevealQueue(schedule);
  /** Runs the next task that is due now (a zero-delay one); false when there is none. */
  const runNext = () => {
    const task = tasks.find(t => t.at <= now);
    if (!task) return false;
    tasks = tasks.filter(t => t !== task);
    task.run();
    return true;
  };
  const advance = (ms: number) => {
    now += ms;
  };
  return { queue, runNext, advance, pendingTasks: () => tasks.length };
}

describe('createRevealQueue', () => {
  it('reveals nothing in the task that asked', () => {
    const { queue } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'));
    expect(revealed).toEqual([]);
    expect(queue.pending).toBe(1);
  });

  it('reveals one part per task, in the order they asked, the next only after done()', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.enqueue(() => revealed.push(name));
    expect(runNext()).toBe(true);
    expect(revealed).toEqual(['a']);
    expect(runNext(), 'b waits until a has rendered').toBe(false);
    queue.done();
    expect(revealed, 'never in the task of done()').toEqual(['a']);
    runNext();
    expect(revealed).toEqual(['a', 'b']);
    queue.done();
    runNext();
    expect(revealed).toEqual(['a', 'b', 'c']);
    queue.done();
    expect(runNext()).toBe(false);
    expect(queue.pending).toBe(0);
  });

  it('goes on after REVEAL_FALLBACK_MS when a revealed part never says done() (it unmounted)', () => {
    const { queue, runNext, advance } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'));
    queue.enqueue(() => revealed.push('b'));
    runNext();
    advance(REVEAL_FALLBACK_MS - 1);
    expect(runNext()).toBe(false);
    advance(1);
    runNext(); // the fallback
    runNext(); // b's task
    expect(revealed).toEqual(['a', 'b']);
  });

  it('done() when nothing is in flight, or twice, changes nothing', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.done();
    queue.enqueue(() => revealed.push('a'));
    queue.enqueue(() => revealed.push('b'));
    runNext();
    queue.done();
    queue.done();
    runNext();
    expect(revealed).toEqual(['a', 'b']);
    expect(runNext()).toBe(false);
  });

  it('keeps page order across components: a part asking later waits behind earlier ones', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('grid 1'));
    queue.enqueue(() => revealed.push('grid 2'));
    runNext();
    queue.enqueue(() => revealed.push('table'));
    for (let i = 0; i < 2; i++) {
      queue.done();
      runNext();
    }
    expect(revealed).toEqual(['grid 1', 'grid 2', 'table']);
  });

  it('a cancelled part is never revealed and does not hold the others back', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'));
    const cancelB = queue.enqueue(() => revealed.push('b'));
    queue.enqueue(() => revealed.push('c'));
    cancelB();
    cancelB(); // twice is harmless
    runNext();
    queue.done();
    runNext();
    expect(revealed).toEqual(['a', 'c']);
    expect(queue.pending).toBe(0);
  });

  it('cancelling everything leaves a task with nothing to do, and the queue usable', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => revealed.push('a'))();
    runNext();
    expect(revealed).toEqual([]);
    queue.enqueue(() => revealed.push('b'));
    runNext();
    expect(revealed).toEqual(['b']);
  });

  it('a part that throws does not stop the parts after it', () => {
    const { queue, runNext, advance } = manualQueue();
    const revealed: string[] = [];
    queue.enqueue(() => {
      throw new Error('boom');
    });
    queue.enqueue(() => revealed.push('b'));
    expect(() => runNext()).toThrow('boom');
    advance(REVEAL_FALLBACK_MS);
    runNext();
    runNext();
    expect(revealed).toEqual(['b']);
  });
});
