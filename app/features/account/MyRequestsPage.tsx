import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
import { MyRequests } from '../../account/MyRequests';
import { SignedInFrame } from './SignedInFrame';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT } from '../../account/text';

/** /account/requests: the signed-in person's requests; anyone else is asked to sign in. */
export function MyRequestsPage() {
  const accountText = useText(ACCOUNT_TEXT);
  return (
    <SignedInFrame title={accountText('myRequests')} intro={CONTENT.myRequestsIntro}>
      {(account) => <MyRequests account={account} />}
    </SignedInFrame>
  );
}
