import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { ObjectStore } from '../../../platform/uploads/object-store';
import { CustomerOrders, OrderLinks } from '../../orders';
import { FIELD_MESSAGES } from '../service.messages';

export interface VisitPhotoFile {
  id: string;
  contentType: string;
  receivedAt: string;
  bytes: Buffer;
}

/**
 * Who asks for a photo: staff see every one, a scooper the ones they took, a customer those of their order's visits,
 * known by the order's signed link or by being signed in with the order's e-mail address (their /account).
 */
export type PhotoViewer = { kind: 'staff' } | { kind: 'scooper'; scooperId: string } | { kind: 'customer'; orderLink: string; signedInEmail?: string | null };

/** One visit photo's file, for a viewer allowed to see it; anyone else's is not found. */
export class VisitPhotoQuery extends Query<VisitPhotoFile> {
  constructor(
    readonly photoId: string,
    readonly viewer: PhotoViewer,
  ) {
    super();
  }
}

@QueryHandler(VisitPhotoQuery)
export class VisitPhotoHandler implements IQueryHandler<VisitPhotoQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(ObjectStore) private readonly files: ObjectStore,
    @Inject(OrderLinks) private readonly links: OrderLinks,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  async execute({ photoId, viewer }: VisitPhotoQuery): Promise<VisitPhotoFile> {
    const notFound = new Problem(404, 'Not Found', FIELD_MESSAGES.photoNotFound);
    if (!isUuid(photoId)) throw notFound;
    const scooperId = viewer.kind === 'scooper' ? viewer.scooperId : null;
    // The customer's key is the signed order link their e-mails carry, or their session: a photo shows only on their orders' visits.
    let orderIds: string[] | null = null;
    if (viewer.kind === 'customer') {
      const linked = typeof viewer.orderLink === 'string' && viewer.orderLink.length < 200 ? this.links.orderIdFrom(viewer.orderLink) : null;
      const own = viewer.signedInEmail ? (await this.orders.paidByEmail(viewer.signedInEmail)).map((o) => o.id) : [];
      orderIds = [...(linked ? [linked] : []), ...own];
      if (!orderIds.length) throw notFound;
    }
    const [row] = await this.db.query<{ id: string; file: string; content_type: string; received_at: Date }>(
      `select p.id, p.file, p.content_type, p.received_at from visit_photos p join visits v on v.id = p.visit_id
       where p.id = $1 and ($2::text is null or p.scooper_id = $2) and ($3::uuid[] is null or v.order_id = any($3::uuid[]))`,
      [photoId.toLowerCase(), scooperId, orderIds],
    );
    if (!row) throw notFound;
    const bytes = await this.files.get(row.file).catch(() => null);
    if (!bytes) throw notFound;
    return { id: row.id, contentType: row.content_type, receivedAt: row.received_at.toISOString(), bytes };
  }
}
