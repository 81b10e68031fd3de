import { MyRequests } from '../../account/MyRequests';
import { SignedInFrame } from './SignedInFrame';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT, MY_REQUESTS_TEXT } from '../../account/text';

/** /account/requests: the signed-in person's requests; anyone else is asked to sign in. */
export function MyRequestsPage() {
  const accountText = useText(ACCOUNT_TEXT);
  const text = useText(MY_REQUESTS_TEXT);
  return (
    <SignedInFrame title={accountText('myRequests')} intro={text('intro')}>
      {(account) => <MyRequests account={account} />}
    </SignedInFrame>
  );
}
