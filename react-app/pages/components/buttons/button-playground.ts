// The Buttons page playground: its settings, defaults and the code of the button they describe.
// Pure: no DOM, no React.
import {
  buttonSizes,
  buttonVariants,
  type DsButtonSize,
  type DsButtonVariant,
} from '../../../../elements/button/ds-button';
import type { SnippetElement } from '../../../docs/snippet-markup';

export { buttonSizes, buttonVariants };

export interface ButtonSettings {
  variant: DsButtonVariant;
  size: DsButtonSize;
  disabled: boolean;
  iconOnly: boolean;
}

/** ds-button's own defaults, so an unchanged playground shows the shortest code. */
export const BUTTON_DEFAULTS: Readonly<ButtonSettings> = Object.freeze({
  variant: 'primary',
  size: 'medium',
  disabled: false,
  iconOnly: false,
});

/** The playground button's text (and, icon-only, its accessible name) and icon. */
export const PLAYGROUND_LABEL = 'Download';
export const PLAYGROUND_ICON = 'download';

/** Icon size in px by button size, so the icon keeps its proportion to the text. */
export const ICON_SIZE: Readonly<Record<DsButtonSize, number>> = Object.freeze({ small: 16, medium: 18, large: 22 });

/**
 * The playground's button as a snippet element: only the attributes that differ from the
 * defaults; an icon-only button is named by `label` and has no text.
 */
export function buttonElement(settings: ButtonSettings): SnippetElement {
  const icon: SnippetElement = {
    tag: 'ds-icon',
    attrs: { slot: settings.iconOnly ? undefined : 'start', name: PLAYGROUND_ICON, size: ICON_SIZE[settings.size] },
  };
  return {
    tag: 'ds-button',
    attrs: {
      variant: settings.variant === BUTTON_DEFAULTS.variant ? undefined : settings.variant,
      size: settings.size === BUTTON_DEFAULTS.size ? undefined : settings.size,
      'icon-only': settings.iconOnly,
      label: settings.iconOnly ? PLAYGROUND_LABEL : undefined,
      disabled: settings.disabled,
    },
    children: settings.iconOnly ? [icon] : [icon, PLAYGROUND_LABEL],
  };
}

/** `primary` -> `Primary`. */
export const titleCase = (text: string) => text[0]!.toUpperCase() + text.slice(1);
