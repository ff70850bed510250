import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';

/** A promotional popup with no header: its own round close button and a secondary dismiss. */
export function PromoPopup() {
  return (
    <div className="modal-demo__promo">
      <DsButton className="modal-demo__corner-close" variant="plain" iconOnly label="Close" data-modal-close="close">
        <DsIcon name="close" />
      </DsButton>
      <div className="modal-demo__promo-art" aria-hidden="true" />
      <h2 className="modal-demo__promo-title">Dotline 3.5 is here</h2>
      <p>
        Sliders with two thumbs, a colour picker you can drive from the keyboard, and forms that validate like native
        ones.
      </p>
      <div className="modal-demo__actions">
        <DsButton data-modal-close="explore">Explore</DsButton>
        <DsButton variant="plain" data-modal-close="later">
          Maybe later
        </DsButton>
      </div>
    </div>
  );
}

/** A confirmation with its own buttons instead of a header or toolbar. */
export function ConfirmPopup() {
  return (
    <div className="modal-demo__confirm">
      <h2 className="modal-demo__confirm-title">Discard this draft?</h2>
      <p>The text you wrote will be gone. This cannot be undone.</p>
      <div className="modal-demo__actions">
        <DsButton variant="outline" data-modal-close="cancel">
          Keep editing
        </DsButton>
        <DsButton variant="accent" data-modal-close="discard">
          Discard
        </DsButton>
      </div>
    </div>
  );
}
