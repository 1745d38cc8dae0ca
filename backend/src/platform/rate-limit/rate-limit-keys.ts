import { createHash } from 'node:crypto';
import { normalizeIp } from '@nestjs/throttler';

// IPv6 clients own whole subnets; counting per /56 stops them rotating addresses.
const IPV6_SUBNET_PREFIX = 56;

/** The client part of a counter key: the IPv4 address, or the IPv6 /56 it belongs to. */
export const clientKey = (ip: string) => normalizeIp(ip, IPV6_SUBNET_PREFIX);

/** A short digest for a key part a person or browser chose (an e-mail, a session id), so Redis keys hold none of it. */
export const digestKey = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
