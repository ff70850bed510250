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

/** A component with `parts` parts for the queue: `revealNext` records each one it shows. */
function parts(name: string, count: number, revealed: string[]) {
  let shown = 0;
  return () => {
    if (shown >= count) return false;
    shown += 1;
    revealed.push(`${name}${shown}`);
    return true;
  };
}

describe('createRevealQueue', () => {
  it('reveals nothing in the task that added a component', () => {
    const { queue } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('a', 1, revealed));
    expect(revealed).toEqual([]);
    expect(queue.pending).toBe(1);
  });

  it('reveals one part per task, the next only after done(), without waiting for anything else', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('a', 3, revealed));
    expect(runNext()).toBe(true);
    expect(revealed).toEqual(['a1']);
    expect(runNext(), 'a2 waits until a1 has rendered').toBe(false);
    queue.done();
    expect(revealed, 'never in the task of done()').toEqual(['a1']);
    runNext();
    expect(revealed).toEqual(['a1', 'a2']);
    queue.done();
    runNext();
    expect(revealed).toEqual(['a1', 'a2', 'a3']);
    queue.done();
    runNext(); // a has none left
    expect(runNext()).toBe(false);
    expect(queue.pending).toBe(0);
  });

  it('keeps page order: every part of a component before any of the one added after it, even one added meanwhile', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('grid', 3, revealed));
    queue.add(parts('api', 1, revealed));
    runNext();
    queue.add(parts('pager', 1, revealed));
    do queue.done();
    while (runNext());
    expect(revealed).toEqual(['grid1', 'grid2', 'grid3', 'api1', 'pager1']);
    expect(queue.pending).toBe(0);
  });

  it('a component with nothing left gives way to the next in the same task', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('empty', 0, revealed));
    queue.add(parts('b', 1, revealed));
    runNext();
    expect(revealed).toEqual(['b1']);
  });

  it('goes on after REVEAL_FALLBACK_MS when a revealed part never says done()', () => {
    const { queue, runNext, advance } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('a', 2, revealed));
    runNext();
    advance(REVEAL_FALLBACK_MS - 1);
    expect(runNext()).toBe(false);
    advance(1);
    runNext(); // the fallback
    runNext(); // a2's task
    expect(revealed).toEqual(['a1', 'a2']);
  });

  it('done() when nothing is in flight, or twice, changes nothing', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.done();
    queue.add(parts('a', 2, revealed));
    runNext();
    queue.done();
    queue.done();
    runNext();
    expect(revealed).toEqual(['a1', 'a2']);
    expect(runNext()).toBe(false);
  });

  it('a component taken out is never asked again and does not hold the others back', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('a', 1, revealed));
    const removeB = queue.add(parts('b', 1, revealed));
    queue.add(parts('c', 1, revealed));
    removeB();
    removeB(); // twice is harmless
    while (runNext()) queue.done();
    expect(revealed).toEqual(['a1', 'c1']);
    expect(queue.pending).toBe(0);
  });

  it('the component revealing, taken out (it unmounted), lets the next go at once', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    const removeA = queue.add(parts('a', 2, revealed));
    queue.add(parts('b', 1, revealed));
    runNext();
    removeA();
    runNext();
    expect(revealed).toEqual(['a1', 'b1']);
  });

  it('taking everything out leaves a task with nothing to do, and the queue usable', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.add(parts('a', 1, revealed))();
    runNext();
    expect(revealed).toEqual([]);
    queue.add(parts('b', 1, revealed));
    runNext();
    expect(revealed).toEqual(['b1']);
  });

  it('a component that throws does not stop the ones after it', () => {
    const { queue, runNext } = manualQueue();
    const revealed: string[] = [];
    queue.add(() => {
      throw new Error('boom');
    });
    queue.add(parts('b', 1, revealed));
    expect(() => runNext()).toThrow('boom');
    runNext();
    expect(revealed).toEqual(['b1']);
  });
});
