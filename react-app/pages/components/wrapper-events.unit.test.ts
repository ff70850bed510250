// Type-level check (run by `npm run typecheck`) that the generated wrappers hand pages the element
// itself on their events: `event.currentTarget.value` needs no cast. Vitest runs it as a no-op.
import type { ComponentProps, ComponentRef, ElementType } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { DsColorPicker } from '../../ds/DsColorPicker';
import type { DsModal } from '../../ds/DsModal';
import type { DsRadioGroup } from '../../ds/DsRadioGroup';
import type { DsSlider } from '../../ds/DsSlider';
import type { DsTextField } from '../../ds/DsTextField';

type EventOf<C extends ElementType, K extends keyof ComponentProps<C>> = Parameters<
  NonNullable<ComponentProps<C>[K]>
>[0];

describe('wrapper event types', () => {
  it('native events carry the element as target and currentTarget', () => {
    expectTypeOf<EventOf<typeof DsSlider, 'onInput'>['currentTarget']>().toExtend<ComponentRef<typeof DsSlider>>();
    expectTypeOf<EventOf<typeof DsSlider, 'onChange'>['target']>().toExtend<ComponentRef<typeof DsSlider>>();
    expectTypeOf<EventOf<typeof DsRadioGroup, 'onChange'>['currentTarget']['value']>().toEqualTypeOf<string>();
    expectTypeOf<EventOf<typeof DsTextField, 'onInput'>['target']['value']>().toEqualTypeOf<string>();
    expectTypeOf<EventOf<typeof DsColorPicker, 'onInput'>['currentTarget']['value']>().toEqualTypeOf<string>();
  });

  it('ds-* events carry the element as currentTarget and keep their detail', () => {
    expectTypeOf<EventOf<typeof DsModal, 'onDsHide'>['currentTarget']>().toExtend<ComponentRef<typeof DsModal>>();
    expectTypeOf<EventOf<typeof DsModal, 'onDsFullscreenChange'>['detail']['fullscreen']>().toEqualTypeOf<boolean>();
  });
});
