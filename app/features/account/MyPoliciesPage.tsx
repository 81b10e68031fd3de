import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { TAccount } from '@contracts/account';
import type { TLinkedPolicy } from '@contracts/account-policies';
import type { TPolicyProof } from '@contracts/policies';
import { PolicyCard } from '@design-system/Account/PolicyCard';
import { PolicyProofForm } from '@design-system/PolicyProofForm/PolicyProofForm';
import { routes } from '@site/paths';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { SignedInFrame } from './SignedInFrame';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { ACCOUNT_TEXT, MY_POLICIES_TEXT } from '../../account/text';

const { policyChanges } = routes.customerService;

/** The change form a policy's type calls for: home, auto, or the other change. */
function changeFormOf(policyType: string): string {
  if (['Home', 'Condo', 'Renters', 'Landlord', 'Flood'].includes(policyType)) return policyChanges.home();
  if (['Auto', 'Motorcycle'].includes(policyType)) return policyChanges.auto();
  return policyChanges.other();
}

function MyPolicies({ account }: { account: TAccount }) {
  const accountText = useText(ACCOUNT_TEXT);
  const text = useText(MY_POLICIES_TEXT);
  const [policies, setPolicies] = useState<TLinkedPolicy[]>();
  // What the last link said: kept as what happened (and the server's words), said in the page's language when shown.
  const [message, setMessage] = useState<{ tone: 'green' } | { tone: 'red'; refusal?: string }>();
  const say = useTranslateMessage();
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const answer = await readAnswer(() => api.accountPolicies.myPolicies({ quiet: true }), [200]).catch(() => undefined);
    setPolicies(answer?.body.policies ?? []);
  }, []);
  useEffect(() => void load(), [load, account.id]);

  const link = async (proof: TPolicyProof) => {
    setBusy(true);
    try {
      const answer = await readAnswer(() => api.accountPolicies.linkPolicy({ body: proof, quiet: true }), [200]);
      setPolicies(answer.body.policies);
      setMessage({ tone: 'green' });
    } catch (error) {
      setMessage({ tone: 'red', refusal: error instanceof AnswerError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  if (!policies) return <Loader role="progressbar" aria-label={text('loading')} />;
  return (
    <Stack gap="lg">
      {policies.length === 0 ? (
        <Text>{text('none')}</Text>
      ) : (
        policies.map((policy) => (
          <PolicyCard
            key={policy.id}
            policy={policy}
            changeHref={policy.numberShown ? policyChanges.forPolicy(changeFormOf(policy.policyType), policy.policyNumber) : undefined}
            extra={
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  void readAnswer(() => api.accountPolicies.unlinkPolicy({ params: { id: String(policy.id) }, quiet: true }), [204])
                    .catch(() => undefined)
                    .then(load)
                }
              >
                {text('remove')}
              </Button>
            }
          />
        ))
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-policy-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-policy-title">
            {text('addTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {text('linkIntro')}
          </Text>
          <div role="status" aria-live="polite">
            {message && (
              <Alert color={message.tone} variant="light">
                {message.tone === 'green' ? text('linked') : message.refusal ? say(message.refusal) : accountText('failed')}
              </Alert>
            )}
          </div>
          <PolicyProofForm
            submitLabel={text('linkSubmit')}
            onSubmit={(proof) => void link(proof)}
            busy={busy}
            idPrefix="link-policy"
            icon={<IconLink size={16} aria-hidden />}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /account/policies: the signed-in person's policies, and a way to add one by proving it. */
export function MyPoliciesPage() {
  const accountText = useText(ACCOUNT_TEXT);
  const text = useText(MY_POLICIES_TEXT);
  return (
    <SignedInFrame title={accountText('myPolicies')} intro={text('intro')}>
      {(account) => <MyPolicies account={account} />}
    </SignedInFrame>
  );
}
