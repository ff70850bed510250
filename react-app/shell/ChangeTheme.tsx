import { useModal } from '../providers/ModalProvider';
import { lazy } from 'react';

const PrimaryColorGrid = lazy(() => import('./PrimaryColorGrid').then((m) => ({ default: m.PrimaryColorGrid })));
import { PaletteIcon } from './icons';

/** The Change Theme control at the bottom of the side bar: a primary-colour picker in a modal. */
export function ChangeTheme() {
  const { openModal } = useModal();
  return (
    <button
      type="button"
      className="change-theme"
      onClick={() => openModal({ id: 'change-theme', title: 'Change Theme', content: <PrimaryColorGrid />, dimAttributes: { dimClose: true } })}
    >
      <PaletteIcon />
      Change Theme
    </button>
  );
}
