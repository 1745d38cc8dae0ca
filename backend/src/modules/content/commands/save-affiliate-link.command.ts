import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { AffiliateLink } from '../queries/affiliate-link-row';
import { AffiliateLinkInput, AffiliateLinks } from './affiliate-links.repository';

/** A new affiliate phrase (active unless said otherwise). */
export class CreateAffiliateLinkCommand extends Command<AffiliateLink> {
  constructor(readonly input: AffiliateLinkInput) {
    super();
  }
}

/** Phrase, tag and search term replaced; `is_active` left as it is when not sent. */
export class UpdateAffiliateLinkCommand extends Command<AffiliateLink> {
  constructor(
    readonly linkId: string,
    readonly input: AffiliateLinkInput,
  ) {
    super();
  }
}

/** Switches the link on or off; off means posts show the phrase as plain text. */
export class ToggleAffiliateLinkCommand extends Command<AffiliateLink> {
  constructor(readonly linkId: string) {
    super();
  }
}

/** Deletes the link; answers it as it was. */
export class DeleteAffiliateLinkCommand extends Command<AffiliateLink> {
  constructor(readonly linkId: string) {
    super();
  }
}

const found = (link: AffiliateLink | null): AffiliateLink => {
  if (!link) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.affiliateNotFound);
  return link;
};

@CommandHandler(CreateAffiliateLinkCommand)
export class CreateAffiliateLinkHandler implements ICommandHandler<CreateAffiliateLinkCommand> {
  constructor(@Inject(AffiliateLinks) private readonly links: AffiliateLinks) {}

  execute({ input }: CreateAffiliateLinkCommand): Promise<AffiliateLink> {
    return this.links.create(input);
  }
}

@CommandHandler(UpdateAffiliateLinkCommand)
export class UpdateAffiliateLinkHandler implements ICommandHandler<UpdateAffiliateLinkCommand> {
  constructor(@Inject(AffiliateLinks) private readonly links: AffiliateLinks) {}

  async execute({ linkId, input }: UpdateAffiliateLinkCommand): Promise<AffiliateLink> {
    return found(await this.links.update(linkId, input));
  }
}

@CommandHandler(ToggleAffiliateLinkCommand)
export class ToggleAffiliateLinkHandler implements ICommandHandler<ToggleAffiliateLinkCommand> {
  constructor(@Inject(AffiliateLinks) private readonly links: AffiliateLinks) {}

  async execute({ linkId }: ToggleAffiliateLinkCommand): Promise<AffiliateLink> {
    return found(await this.links.toggle(linkId));
  }
}

@CommandHandler(DeleteAffiliateLinkCommand)
export class DeleteAffiliateLinkHandler implements ICommandHandler<DeleteAffiliateLinkCommand> {
  constructor(@Inject(AffiliateLinks) private readonly links: AffiliateLinks) {}

  async execute({ linkId }: DeleteAffiliateLinkCommand): Promise<AffiliateLink> {
    return found(await this.links.remove(linkId));
  }
}
