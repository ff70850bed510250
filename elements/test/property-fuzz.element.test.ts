/**
 * Bad values: every public property of every ds-* element in the manifest
 * (custom-elements.json) gets null, undefined, 5, NaN, {} and '', and every attribute is set to
 * '' and removed. After each: nothing threw (the setter, the update, a window error or an
 * unhandled rejection), and the element finished its update within a time limit, which an update
 * that loops forever never does. (A synchronous endless loop freezes the tab: the file times out.)
 */
import { expect } from '@open-wc/testing';
import '../index.js';

interface ManifestMember {
  kind: string;
  name: string;
  static?: boolean;
  readonly?: boolean;
  privacy?: string;
}
interface ManifestElement {
  tagName?: string;
  customElement?: boolean;
  members?: ManifestMember[];
  attributes?: { name: string }[];
}

const BAD_VALUES: readonly unknown[] = [null, undefined, 5, NaN, {}, ''];
const UPDATE_LIMIT_MS = 1500;

const manifest = (await (await fetch(new URL('../../custom-elements.json', import.meta.url))).json()) as {
  modules: { declarations?: ManifestElement[] }[];
};
const elements = manifest.modules
  .flatMap(module => module.declarations ?? [])
  .filter((d): d is ManifestElement & { tagName: string } => Boolean(d.customElement && d.tagName?.startsWith('ds-')));

type Lit = HTMLElement & { updateComplete?: Promise<unknown>; isUpdatePending?: boolean };

/** Errors the page reports while `action` and the element's update run. */
async function problemsOf(el: Lit, what: string, action: () => void): Promise<string[]> {
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => {
    problems.push(`${what}: window error ${event.message}`);
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    problems.push(`${what}: unhandled rejection ${String(event.reason)}`);
    event.preventDefault();
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  try {
    action();
  } catch (error) {
    problems.push(`${what}: threw ${String(error)}`);
  }
  try {
    const done = await Promise.race([
      Promise.resolve(el.updateComplete).then(() => true),
      new Promise<false>(resolve => setTimeout(() => resolve(false), UPDATE_LIMIT_MS)),
    ]);
    if (!done) problems.push(`${what}: the update did not finish within ${UPDATE_LIMIT_MS} ms (endless update?)`);
  } catch (error) {
    problems.push(`${what}: the update threw ${String(error)}`);
  }
  await new Promise(resolve => setTimeout(resolve)); // timers the update scheduled
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
  return problems;
}

describe('every ds-* property tolerates bad values (custom-elements.json)', () => {
  it('finds the elements in the manifest', () => {
    expect(elements.length).to.be.greaterThan(10);
  });

  for (const declaration of elements) {
    const tag = declaration.tagName;
    const properties = (declaration.members ?? []).filter(
      m => m.kind === 'field' && !m.static && !m.readonly && (m.privacy ?? 'public') === 'public',
    );
    const attributes = (declaration.attributes ?? []).map(a => a.name);

    it(`<${tag}>: ${properties.length} properties and ${attributes.length} attributes`, async function () {
      this.timeout(60000);
      const problems: string[] = [];
      for (const { name } of properties) {
        const el = document.createElement(tag) as Lit;
        document.body.append(el);
        problems.push(...(await problemsOf(el, 'connect', () => {})));
        for (const value of BAD_VALUES) {
          const shown =
            typeof value === 'object' && value !== null ? '{}' : typeof value === 'string' ? "''" : String(value);
          problems.push(
            ...(await problemsOf(
              el,
              `${name} = ${shown}`,
              () => ((el as unknown as Record<string, unknown>)[name] = value),
            )),
          );
        }
        problems.push(
          ...(await problemsOf(
            el,
            `render after ${name}`,
            () => el.isConnected && (el as { requestUpdate?: () => void }).requestUpdate?.(),
          )),
        );
        if (!el.shadowRoot) problems.push(`${name}: no shadow root (did not render)`);
        el.remove();
      }
      const el = document.createElement(tag) as Lit;
      document.body.append(el);
      for (const name of attributes) {
        problems.push(...(await problemsOf(el, `[${name}=""]`, () => el.setAttribute(name, ''))));
        problems.push(...(await problemsOf(el, `[${name}=5]`, () => el.setAttribute(name, '5'))));
        problems.push(...(await problemsOf(el, `remove [${name}]`, () => el.removeAttribute(name))));
      }
      el.remove();
      expect([...new Set(problems)], `<${tag}>`).to.deep.equal([]);
    });
  }
});
