import { ApiProperty } from '@nestjs/swagger';

export class CrossLinkOutput {
  @ApiProperty({ example: 'Heizölhändler in Bayern' })
  Title: string;

  @ApiProperty({ example: '/heizoelhaendler/bayern', description: 'Path on the same site (no prefix)' })
  Link: string;
}

export class CrossLinkGroupOutput {
  @ApiProperty({ example: 'Heizölhändler in der Nähe' })
  Title: string;

  @ApiProperty({ type: [CrossLinkOutput] })
  Links: CrossLinkOutput[];
}

/** `{}` when the path is not a page with related links (spec 2 §8). */
export class CrossLinksOutput {
  @ApiProperty({ example: '/heizoelpreise/bayern' })
  Path: string;

  @ApiProperty({ type: [CrossLinkGroupOutput] })
  Groups: CrossLinkGroupOutput[];
}
