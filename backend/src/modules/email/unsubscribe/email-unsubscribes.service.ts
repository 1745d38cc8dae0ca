import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { addressDigest, deriveUnsubscribeKeys, signUnsubscribeToken, UnsubscribeKeys, verifyUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/** Who asked not to get quote reminders: signed links in the messages, and a list of keyed digests, never addresses. */
@Injectable()
export class EmailUnsubscribes implements OnModuleInit {
  private keys: UnsubscribeKeys | null;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    const master = config.env.VAULT_MASTER_KEY;
    this.keys = master ? deriveUnsubscribeKeys(Buffer.from(master, 'hex')) : null;
  }

  /** Without VAULT_MASTER_KEY the secret is generated once per database, so every process signs alike. */
  async onModuleInit(): Promise<void> {
    if (this.keys) return;
    await this.db.query(`insert into email_secrets (name, secret) values ('unsubscribe', $1) on conflict (name) do nothing`, [randomBytes(32)]);
    const [row] = await this.db.query<{ secret: Buffer }>(`select secret from email_secrets where name = 'unsubscribe'`);
    this.keys = deriveUnsubscribeKeys(row.secret);
  }

  /** The absolute link for one address (also the List-Unsubscribe target). */
  urlFor(email: string): string {
    // The token is base64url and a dot: safe in a query string as it is. PUBLIC_URL may carry a path prefix.
    return `${this.config.publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(email, this.resolvedKeys().signing)}`;
  }

  async isUnsubscribed(email: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from email_unsubscribes where address_digest = $1', [addressDigest(email, this.resolvedKeys().digest)]);
    return rows.length > 0;
  }

  /** Whether a link's token is genuine (the confirmation page only shows for those). */
  isGenuine(token: unknown): boolean {
    return verifyUnsubscribeToken(token, this.resolvedKeys().signing) !== null;
  }

  /** Records the opt-out a link carries; false when the token is malformed or forged. Repeating it is harmless. */
  async unsubscribe(token: unknown): Promise<boolean> {
    const { signing, digest } = this.resolvedKeys();
    const address = verifyUnsubscribeToken(token, signing);
    if (!address) return false;
    await this.db.query('insert into email_unsubscribes (address_digest, unsubscribed_at) values ($1, $2) on conflict do nothing', [
      addressDigest(address, digest),
      this.clock.now(),
    ]);
    return true;
  }

  private resolvedKeys(): UnsubscribeKeys {
    if (!this.keys) throw new Error('EmailUnsubscribes is used before the module initialised');
    return this.keys;
  }
}
