import { Anchor, Button, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useText } from '../i18n/Locale';
import { carrierTelHref, type Carrier, type CarrierListMode } from './carrier';
import classes from './CarrierList.module.css';
import { CARRIER_LIST_TEXT } from './text';

export type CarrierRowProps = {
  carrier: Carrier;
  mode: CarrierListMode;
  headingLevel: 2 | 3;
  telCountryCode: boolean;
};

/** "https://www.statefarm.com/claims" → "statefarm.com", for the visible website link. */
const displayHost = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function PhoneLink({ phone, countryCode }: { phone: string; countryCode: boolean }) {
  return (
    <Anchor underline="always" href={carrierTelHref(phone, countryCode)}>
      {phone}
    </Anchor>
  );
}

/** One carrier: logo, name, the phone (and address) of the mode, website, and the mode's action. */
export function CarrierRow({ carrier, mode, headingLevel, telCountryCode }: CarrierRowProps) {
  const text = useText(CARRIER_LIST_TEXT);
  const [logoBroken, setLogoBroken] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const actionLabel = text(`${mode}.label`);
  const actionUrl = mode === 'payment' ? carrier.paymentUrl : carrier.claimsUrl;
  const phone = mode === 'payment' ? carrier.billingPhone : carrier.claimsPhone;
  // The visible words first (for voice control), then which carrier, as 53 rows share the words.
  const actionName = text(`${mode}.name`, { carrier: carrier.name });

  return (
    <li className={classes.row} data-testid="carrier-row">
      <div>
        <div className={classes.identity}>
          {carrier.logoPath && !logoBroken && (
            // The name follows in the heading: the logo adds nothing for a screen reader.
            <img className={classes.logo} src={carrier.logoPath} alt="" loading="lazy" onError={() => setLogoBroken(true)} />
          )}
          <Heading className={classes.name}>{carrier.name}</Heading>
        </div>
        <dl className={classes.details}>
          {phone && (
            <>
              <dt>{text(mode === 'payment' ? 'billingPhone' : 'claimsPhone')}</dt>
              <dd>
                <PhoneLink phone={phone} countryCode={telCountryCode} />
              </dd>
            </>
          )}
          {mode === 'payment' && carrier.overnightPaymentAddress && (
            <>
              <dt>{text('overnightPayments')}</dt>
              <dd className={classes.address}>{carrier.overnightPaymentAddress}</dd>
            </>
          )}
          {carrier.website && (
            <>
              <dt>{text('website')}</dt>
              <dd>
                <Anchor underline="always" href={carrier.website} target="_blank" rel="noopener noreferrer">
                  {displayHost(carrier.website)}
                  <VisuallyHidden>{text('newTab')}</VisuallyHidden>
                </Anchor>
              </dd>
            </>
          )}
        </dl>
      </div>
      <div className={classes.action}>
        {actionUrl ? (
          <Button
            component="a"
            href={actionUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text(`${mode}.newTab`, { carrier: carrier.name })}
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {actionLabel}
          </Button>
        ) : (
          <>
            <Button disabled aria-label={actionName} aria-describedby={`carrier-${carrier.id}-${mode}-unavailable`}>
              {actionLabel}
            </Button>
            <Text size="xs" c="dimmed" id={`carrier-${carrier.id}-${mode}-unavailable`}>
              {text(`${mode}.unavailable`)}
            </Text>
          </>
        )}
      </div>
    </li>
  );
}
