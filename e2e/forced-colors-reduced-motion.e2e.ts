// Forced colours and reduced motion, checked instead of looked at: on the plain HTML page and the
// control pages, under `forced-colors: active` the keyboard focus ring, the slider thumbs and the
// checked states stay visible; under `prefers-reduced-motion: reduce` nothing animates.
// (Each check was seen to fail with outlines, thumbs or checked marks hidden, and without the
// reduced-motion preference.)
// Styles are read from the elements' shadow parts (el.shadowRoot), pixels from screenshots.
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForPage } from './fixtures';

/** The interactive elements whose parts are checked, one (the first usable) of each tag on a page. */
const CONTROLS = [
  'ds-button',
  'ds-checkbox',
  'ds-switch',
  'ds-radio',
  'ds-slider',
  'ds-text-field',
  'ds-select',
  'ds-color-picker',
] as const;
type Control = (typeof CONTROLS)[number];

/**
 * Each page with the controls it shows (usable and visible in its content). A check finds each of them
 * or fails: a page that lost one, or a selector that stopped matching, must not pass by checking less.
 */
const PAGES: { name: string; path: string; controls: readonly Control[] }[] = [
  {
    name: 'plain HTML page',
    path: '/examples/plain.html',
    controls: ['ds-button', 'ds-checkbox', 'ds-switch', 'ds-radio', 'ds-slider', 'ds-text-field', 'ds-color-picker'],
  },
  {
    name: 'Checkbox & Switchers',
    path: '/Components/CheckboxSwitchers',
    controls: ['ds-button', 'ds-checkbox', 'ds-switch', 'ds-radio'],
  },
  {
    name: 'Input & Forms',
    path: '/Components/InputsAndForms',
    controls: ['ds-button', 'ds-slider', 'ds-text-field', 'ds-select'],
  },
  { name: 'Range Slider', path: '/Components/RangeSlider', controls: ['ds-button', 'ds-slider'] },
];

/** The first usable `tag` of a page that lists it; it must be there (a check skips no control). */
async function present(tag: string, locator: Locator): Promise<Locator> {
  await expect(locator, `${tag} on this page (its selector still matches)`).toBeVisible();
  return locator;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  if (path.endsWith('.html'))
    await expect.poll(() => page.evaluate(() => Boolean(customElements.get('ds-color-picker')))).toBe(true);
  else await waitForPage(page);
  // elements upgraded and rendered
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.querySelectorAll(':not(:defined)')].filter(e => e.localName.startsWith('ds-')).length,
      ),
    )
    .toBe(0);
}

/** The first enabled, visible instance of a tag in the page's content (not the site's chrome). */
function firstUsable(page: Page, tag: string): Locator {
  const scope = page.locator('main').or(page.locator('body:not(:has(main))')).first();
  return scope.locator(`${tag}:not([disabled]):visible`).first();
}

/**
 * In the page: every element of a control (host, shadow tree, nested shadow trees) that draws a
 * visible outline, i.e. a style other than none, a width above 0 and a colour that is neither
 * transparent nor the Canvas colour. Returned as descriptions of the element and its outline.
 */
function visibleOutlines(host: Element): string[] {
  const probe = document.createElement('div');
  probe.style.setProperty('background-color', 'Canvas');
  document.body.append(probe);
  const canvas = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const all: Element[] = [];
  const walk = (el: Element) => {
    all.push(el);
    for (const child of el.shadowRoot?.querySelectorAll('*') ?? []) walk(child);
  };
  walk(host);
  return all
    .filter(el => {
      const cs = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return (
        rect.width > 0 &&
        cs.visibility !== 'hidden' &&
        cs.outlineStyle !== 'none' &&
        parseFloat(cs.outlineWidth) > 0 &&
        cs.outlineColor !== canvas &&
        !/rgba\(.*,\s*0\)$|transparent/.test(cs.outlineColor)
      );
    })
    .map((el, i) => {
      const cs = getComputedStyle(el);
      const name = `${el.localName}${el.getAttribute('part') ? `::part(${el.getAttribute('part')})` : ''}#${i}`;
      return `${name} ${cs.outlineWidth} ${cs.outlineStyle} ${cs.outlineColor} offset ${cs.outlineOffset}`;
    });
}

/** The element that has focus, through shadow roots. */
const deepActive = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.localName}${el.getAttribute('part') ? `::part(${el.getAttribute('part')})` : ''}` : null;
  });

/** The element that takes focus for a control: a radio group's tab stop, else the control. */
function focusable(control: Locator, tag: string): Locator {
  if (tag === 'ds-radio')
    return control.locator('xpath=ancestor::ds-radio-group[1]').locator('ds-radio[tabindex="0"]').first();
  return control;
}

/** Focus a control as a keyboard user would (so :focus-visible applies). */
async function keyboardFocus(page: Page, control: Locator, tag: string) {
  await page.keyboard.press('Shift'); // keyboard modality
  if (tag === 'ds-slider' || tag === 'ds-color-picker') await control.getByRole('slider').first().focus();
  else await focusable(control, tag).focus();
}

for (const { name, path, controls } of PAGES) {
  const has = (tag: Control) => controls.includes(tag);
  const hasSlider = has('ds-slider') || has('ds-color-picker');

  // One load per page and media state; each old test is a step. The steps that only read styles come
  // first, the pixel check restores every state it changes, and the focus check clears focus itself.
  test(`${name}, forced colours: slider thumbs, checked states and focus rings stay visible`, async ({ page }) => {
    test.slow(); // three checks on one page, screenshots and focus for every control
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await open(page, path);

    if (hasSlider)
      await test.step('slider thumbs are visible: a border or fill unlike Canvas', async () => {
        await expect(page.locator('ds-slider:visible, ds-color-picker:visible').first()).toBeVisible();
        const invisible = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.setProperty('background-color', 'Canvas');
          document.body.append(probe);
          const canvas = getComputedStyle(probe).backgroundColor;
          probe.remove();
          const shows = (color: string) => color !== canvas && !/rgba\(.*,\s*0\)$|transparent/.test(color);
          const bad: string[] = [];
          for (const host of document.querySelectorAll('ds-slider, ds-color-picker')) {
            for (const thumb of host.shadowRoot?.querySelectorAll('[part~="thumb"]') ?? []) {
              const cs = getComputedStyle(thumb);
              const border =
                cs.borderTopStyle !== 'none' && parseFloat(cs.borderTopWidth) > 0 && shows(cs.borderTopColor);
              const fill = shows(cs.backgroundColor);
              if (thumb.getBoundingClientRect().width > 0 && !border && !fill)
                bad.push(`${host.localName}::part(${thumb.getAttribute('part')})`);
            }
          }
          return bad;
        });
        expect(invisible).toEqual([]);
      });

    await test.step('checked and unchecked look different (pixels)', async () => {
      const same: string[] = [];
      for (const tag of (['ds-checkbox', 'ds-switch'] as const).filter(has)) {
        const control = await present(tag, firstUsable(page, tag));
        await control.scrollIntoViewIfNeeded();
        await page.mouse.move(0, 0);
        const shot = async (on: boolean) => {
          await control.evaluate((el, value) => {
            (el as unknown as { checked: boolean }).checked = value;
            (el as HTMLElement).blur();
          }, on);
          await expect.poll(() => control.evaluate(el => (el as unknown as { checked: boolean }).checked)).toBe(on);
          await page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))));
          return control.screenshot({ animations: 'disabled' });
        };
        const initial = await control.evaluate(el => (el as unknown as { checked: boolean }).checked);
        const off = await shot(false);
        const on = await shot(true);
        await shot(initial);
        if (off.equals(on)) same.push(tag);
      }
      // a radio: the checked one against an unchecked one of the same group
      if (has('ds-radio')) {
        const group = await present('ds-radio-group', firstUsable(page, 'ds-radio-group'));
        const radio = group.locator('ds-radio:not([disabled])').first();
        await radio.scrollIntoViewIfNeeded();
        const value = await radio.getAttribute('value');
        const before = await group.evaluate(g => (g as unknown as { value: string }).value);
        const pick = async (v: string) => {
          await group.evaluate((g, next) => ((g as unknown as { value: string }).value = next), v);
          await page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))));
          return radio.screenshot({ animations: 'disabled' });
        };
        const unchecked = await pick('');
        const checked = await pick(value ?? '');
        await pick(before);
        // the group is back as the page had it, for the focus step that follows
        await expect.poll(() => group.evaluate(g => (g as unknown as { value: string }).value)).toBe(before);
        if (unchecked.equals(checked)) same.push('ds-radio');
      }
      expect(same, 'controls whose checked state cannot be seen under forced colours').toEqual([]);
    });

    await test.step('the keyboard focus ring of every control is a visible outline', async () => {
      for (const tag of controls) {
        const control = await present(tag, firstUsable(page, tag));
        const target = focusable(control, tag);
        // a ring appears on focus: a visible outline that the same control does not draw unfocused
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const unfocused = await target.evaluate(visibleOutlines);
        await keyboardFocus(page, control, tag);
        await expect.poll(() => deepActive(page), `${tag} takes focus`).not.toBeNull();
        await expect
          .poll(async () => (await target.evaluate(visibleOutlines)).filter(outline => !unfocused.includes(outline)), {
            message: `${tag} shows a visible focus outline under forced colours`,
          })
          .not.toEqual([]);
      }
    });
  });

  test(`${name}, reduced motion: no transition or animation time, at rest or in use`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, path);

    await test.step('the controls have no transition or animation time', async () => {
      const slow = await page.evaluate(
        tags => {
          const seconds = (list: string) =>
            Math.max(
              0,
              ...list.split(',').map(t => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)) || 0),
            );
          const bad: string[] = [];
          const check = (el: Element, host: string) => {
            const cs = getComputedStyle(el);
            const t = seconds(cs.transitionDuration);
            const a = cs.animationName !== 'none' ? seconds(cs.animationDuration) : 0;
            if (t > 0.01 || a > 0.01)
              bad.push(
                `${host} ${el.localName}${el.getAttribute('part') ? `::part(${el.getAttribute('part')})` : ''}: transition ${cs.transitionDuration}, animation ${cs.animationName} ${cs.animationDuration}`,
              );
          };
          for (const host of document.querySelectorAll(tags.join(','))) {
            check(host, host.localName);
            const walk = (root: ShadowRoot | null | undefined) => {
              for (const el of root?.querySelectorAll('*') ?? []) {
                check(el, host.localName);
                walk(el.shadowRoot);
              }
            };
            walk(host.shadowRoot);
          }
          return [...new Set(bad)];
        },
        [...CONTROLS, 'ds-checkbox-group', 'ds-radio-group', 'ds-snackbar-host', 'ds-snackbar'],
      );
      expect(slow).toEqual([]);
    });

    await test.step('while toggling, choosing, sliding and pressing, nothing animates', async () => {
      // Records, every frame, each running animation or transition longer than 10 ms, in the
      // document and in every shadow root (document.getAnimations() does not see shadow trees).
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { animationsSeen: Set<string> }).animationsSeen = seen;
        const describe = (animation: Animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const part = target?.getAttribute('part');
          const where = target
            ? `${(target.getRootNode() as ShadowRoot).host?.localName ?? 'document'} ${target.localName}${part ? `::part(${part})` : ''}`
            : '?';
          const what =
            (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'script';
          return `${where}: ${what} ${Math.round(Number(animation.effect?.getComputedTiming().activeDuration ?? 0))} ms`;
        };
        const frame = () => {
          const roots: (Document | ShadowRoot)[] = [document];
          const walk = (root: Document | ShadowRoot) => {
            for (const el of root.querySelectorAll('*')) {
              if (el.shadowRoot) {
                roots.push(el.shadowRoot);
                walk(el.shadowRoot);
              }
            }
          };
          walk(document);
          for (const root of roots) {
            for (const animation of root.getAnimations()) {
              if (
                animation.playState === 'running' &&
                Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 10
              )
                seen.add(describe(animation));
            }
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const content = page.locator('main').or(page.locator('body:not(:has(main))')).first();
      if (has('ds-checkbox')) await (await present('ds-checkbox', firstUsable(page, 'ds-checkbox'))).click();
      if (has('ds-switch')) await (await present('ds-switch', firstUsable(page, 'ds-switch'))).click();
      if (has('ds-radio'))
        await (await present('ds-radio', content.locator('ds-radio:not([disabled]):visible').nth(1))).click();
      if (hasSlider) {
        const slider = await present('a slider', content.getByRole('slider').first());
        await slider.focus();
        await page.keyboard.press('ArrowRight');
      }
      // a select's list opens and a choice closes it
      if (has('ds-select')) {
        const select = await present('ds-select', firstUsable(page, 'ds-select').getByRole('combobox'));
        await select.click();
        await expect(select).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(select).toHaveAttribute('aria-expanded', 'false');
      }
      // a button press (its ripple) without submitting anything
      {
        const button = await present(
          'ds-button',
          content.locator('ds-button:not([type="submit"]):not([disabled]):visible').first(),
        );
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(350); // long enough for a ripple to get going
        await page.mouse.up();
      }
      await page.keyboard.press('Escape');
      // a few frames: whatever a state change starts has started and been recorded by then
      await page.evaluate(
        () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))),
      );
      const seen = await page.evaluate(() => [
        ...(window as unknown as { animationsSeen: Set<string> }).animationsSeen,
      ]);
      expect(seen).toEqual([]);
    });
  });
}
