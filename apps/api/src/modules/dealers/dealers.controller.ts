import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId, parseDealerId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { COUNTRY_ID_PARAM, ApiCountryIdParam } from '../../core/http/id-param.pipe.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { DealerListsService } from './dealer-lists.service.js';
import { DealerProfileService } from './dealer-profile.service.js';
import { DealerListQuery } from './dto/list-dealers.input.js';
import { DealerBranchOutput } from './dto/dealer-branch.output.js';
import { DealerListOutput } from './dto/dealer-list.output.js';
import { DealerStatesOutput } from './dto/dealer-states.output.js';
import { DealerOutput } from './dto/dealer.output.js';

@ApiTags('dealers')
@ApiCountryIdParam()
@Controller('api/site/:countryId/dealers')
export class DealersController {
  constructor(
    private readonly lists: DealerListsService,
    private readonly profiles: DealerProfileService,
  ) {}

  @Get()
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @Endpoint({
    operationId: 'listDealers',
    summary: 'Dealers delivering to a postal code or to a state (zipCode wins), best rated first',
    ok: DealerListOutput,
    errors: { 404: 'Unknown state or postal code' },
  })
  list(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: DealerListQuery,
  ): Promise<DealerListOutput> {
    return this.lists.list(countryId, query);
  }

  // Declared before :id so that 'states' is not read as a dealer id.
  @Get('states')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @Endpoint({
    operationId: 'listDealerStates',
    summary: 'States of the site with their number of dealers',
    ok: DealerStatesOutput,
  })
  states(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<DealerStatesOutput> {
    return this.lists.states(countryId);
  }

  @Get(':id')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @Endpoint({
    operationId: 'getDealer',
    summary: 'Dealer page: branches, area served, products, payment methods and rating summary',
    ok: DealerOutput,
    errors: { 404: 'Unknown or non-numeric dealer id' },
  })
  @ApiParam({ name: 'id', type: String, description: 'Numeric dealer id; anything else finds nothing (404)' })
  dealer(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('id') id: string,
  ): Promise<DealerOutput> {
    return this.profiles.dealer(countryId, parseDealerId(id));
  }

  @Get(':id/branches/:branchId')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @Endpoint({
    operationId: 'getDealerBranch',
    summary: 'Branch page: the branch with its area served, products and payment methods',
    ok: DealerBranchOutput,
    errors: { 404: 'Unknown dealer or branch, or a non-numeric id' },
  })
  @ApiParam({ name: 'id', type: String })
  @ApiParam({ name: 'branchId', type: String })
  branch(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('id') id: string,
    @Param('branchId') branchId: string,
  ): Promise<DealerBranchOutput> {
    return this.profiles.branch(countryId, parseDealerId(id), parseDealerId(branchId));
  }
}
