import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { TextField } from '../../../primitives/TextField';
import { stack } from '../Orders.css';

export interface ShipDetails {
  carrier: string;
  trackingNumber: string;
  notify: boolean;
}

export interface ShipDialogProps {
  orderLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onShip: (details: ShipDetails) => void;
}

/** Shipping asks for the carrier and the tracking number, and whether to tell the customer. */
export function ShipDialog({ orderLabel, isOpen, onOpenChange, onShip }: ShipDialogProps) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [notify, setNotify] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const carrierMissing = carrier.trim() === '';
  const trackingMissing = trackingNumber.trim() === '';

  const submit = (close: () => void) => {
    setSubmitted(true);
    if (carrierMissing || trackingMissing) return;
    onShip({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), notify });
    close();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('orders.ship.title', { order: orderLabel })}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button onPress={() => submit(close)}>{t('orders.ship.confirm')}</Button>
        </>
      )}
    >
      <form
        className={stack}
        onSubmit={(event) => {
          event.preventDefault();
          submit(() => onOpenChange(false));
        }}
      >
        <TextField
          label={t('orders.ship.carrier')}
          value={carrier}
          onChange={setCarrier}
          isRequired
          maxLength={60}
          isInvalid={submitted && carrierMissing}
          errorMessage={t('orders.ship.carrierMissing')}
        />
        <TextField
          label={t('orders.ship.tracking')}
          value={trackingNumber}
          onChange={setTrackingNumber}
          isRequired
          maxLength={60}
          isInvalid={submitted && trackingMissing}
          errorMessage={t('orders.ship.trackingMissing')}
        />
        <Checkbox isSelected={notify} onChange={setNotify}>
          {t('orders.ship.notify')}
        </Checkbox>
      </form>
    </Dialog>
  );
}
