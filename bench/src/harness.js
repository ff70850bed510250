// Runs in the benchmark page (served as is, not bundled). `window.bench.render()` times one
// scenario, `window.bench.verify()` checks it; the driver (render.mjs, memory.mjs) calls it through page.evaluate.

/** Every element of a tree, shadow trees included. */
function* deepElements(root) {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deepElements(el.shadowRoot);
  }
}

/** The box that shows whether an element was laid out (`display: contents` has none of its own). */
function layoutBox(el) {
  const target = getComputedStyle(el).display === 'contents' ? el.firstElementChild : el;
  return target ? target.getBoundingClientRect() : { width: 0, height: 0 };
}

/**
 * Creates the elements (markup prepared before the clock starts), waits until they are updated,
 * forces style and layout, then stops the clock (painting is not included). Returns the time in
 * ms; `verify()` then checks the run. The driver reads the renderer's CPU time around this call
 * alone, so the verification's own work is not counted.
 */
async function render({ markup, tag }) {
  await customElements.whenDefined(tag);
  const html = markup.join('');
  const stage = document.createElement('div');
  stage.id = 'stage';
  document.body.append(stage);
  await new Promise(resolve => setTimeout(resolve)); // start from an idle task

  const start = performance.now();
  stage.innerHTML = html;
  const elements = stage.querySelectorAll(tag);
  // Nested elements (a popup inside a tooltip) update in microtasks queued by their parents'
  // renders, so they are done here too. No macrotask in between: the browser could paint a
  // frame inside the measurement.
  await Promise.all(Array.from(elements, el => el.updateComplete));
  void document.body.offsetHeight; // style and layout
  const time = performance.now() - start;

  // still synchronous, so still the state at the end of the measurement
  lastRun = { pending: Array.from(elements).filter(el => el.isUpdatePending).length };
  return time;
}

let lastRun = { pending: 0 };

/**
 * Checks the last run: every custom element in the stage (shadow trees included) defined and
 * updated, `count` scenario elements, each with shadow content and a non-zero box. Returns the
 * problems found (none: the run counts).
 */
function verify({ tag, count }) {
  const stage = document.getElementById('stage');
  const problems = [];
  if (!stage) return ['no stage'];
  if (lastRun.pending > 0) problems.push(`${lastRun.pending} <${tag}> still updating when the clock stopped`);
  for (const el of deepElements(stage)) {
    if (!el.localName.includes('-')) continue;
    if (!customElements.get(el.localName)) problems.push(`${el.localName} not defined`);
    else if (el.isUpdatePending) problems.push(`${el.localName} still updating`);
  }
  const elements = stage.querySelectorAll(tag);
  if (elements.length !== count) problems.push(`${elements.length} of ${count} <${tag}> found`);
  for (const el of elements) {
    if (!el.shadowRoot || el.shadowRoot.children.length === 0) problems.push(`<${tag}> rendered nothing`);
    const box = layoutBox(el);
    if (!(box.width > 0 && box.height > 0)) problems.push(`<${tag}> has an empty box`);
    if (problems.length > 5) break;
  }
  return [...new Set(problems)];
}

window.bench = { render, verify };
window.benchReady = true;
