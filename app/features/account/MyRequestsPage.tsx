import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
import { MyRequests } from '../../account/MyRequests';
import { SignedInFrame } from './SignedInFrame';

/** /account/requests: the signed-in person's requests; anyone else is asked to sign in. */
export function MyRequestsPage() {
  return (
    <SignedInFrame title={CONTENT.myRequests} intro={CONTENT.myRequestsIntro}>
      {(account) => <MyRequests account={account} />}
    </SignedInFrame>
  );
}
