import { createHash } from 'node:crypto';
import { personTopic } from '@contracts/live-events';
import { addressKey } from '../proved-addresses';

/** A person's private topic, named by a hash of their address so that no address is in a URL or a log. */
export const personTopicOf = (email: string) => personTopic(createHash('sha256').update(addressKey(email)).digest('hex').slice(0, 32));
