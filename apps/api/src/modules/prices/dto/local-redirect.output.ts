import { ApiProperty } from '@nestjs/swagger';

export class LocalRedirectOutput {
  @ApiProperty({ example: '/heizoelpreise/bayern/muenchen/80331' })
  Link: string;
}
