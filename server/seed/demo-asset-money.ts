import { sql } from 'drizzle-orm';
import { DEFAULT_FUNDING_SOURCES } from '../../domain/asset-money.ts';
import type { Db } from '../db/client.ts';
import { districts, fundingSources } from '../db/schema/index.ts';

// Money on the demo assets (docs/product.md#asset-money): purchase dates spread over five years,
// costs by category, vendors and POs, funding sources (devices from ESSER and Title I, network gear
// from E-Rate C2, the rest from the general fund) and warranty dates, a few of them ending within
// 90 days, so Analytics shows fleet value, depreciation and warranty figures on a first start.

const COST_BY_CATEGORY: Record<string, number> = {
  chromebook: 329,
  laptop: 1149,
  tablet: 379,
  desktop: 899,
  interactive_display: 3499,
  projector: 1299,
  document_camera: 119,
  printer: 549,
  hotspot: 99,
  network: 6890,
  server: 8400,
  phone: 249,
};
const costCase = `case category ${Object.entries(COST_BY_CATEGORY)
  .map(([k, v]) => `when '${k}' then ${v}`)
  .join(' ')} else 450 end`;

export async function seedDemoAssetMoney(db: Db, districtCodes: string[]): Promise<void> {
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .where(sql`${districts.code} = any(${sql.param(districtCodes)}::text[])`);
  for (const { id } of rows) {
    await db
      .insert(fundingSources)
      .values(DEFAULT_FUNDING_SOURCES.map((s, position) => ({ ...s, districtId: id, position })))
      .onConflictDoNothing();
    // Row n of the district (by tag): bought (n mod 5) years and (n mod 12) months ago; warranty
    // three years (network gear five); every seventh asset's warranty ends 10 to 80 days from now.
    await db.execute(
      sql.raw(`
      with numbered as (
        select id, category, row_number() over (order by lower(asset_tag)) as n
        from assets where district_id = '${id}' and purchase_date is null)
      update assets a set
        purchase_date = p.bought,
        cost = ${costCase.replaceAll('category', 'a.category')},
        vendor = case when a.category = 'network' then 'Cisco via SHI' when a.manufacturer = 'Apple' then 'Apple Education' else 'CDW-G' end,
        po_number = 'PO-' || to_char(p.bought, 'YYYY') || '-' || lpad((100 + p.n)::text, 4, '0'),
        funding_source = case when a.category = 'network' then 'erate_c2'
                              when a.category in ('chromebook', 'tablet') then case when p.n % 2 = 0 then 'esser' else 'title_i' end
                              else 'general_fund' end,
        warranty_ends_on = case when p.n % 7 = 0 then current_date + (10 + (p.n % 8) * 10)::int
                                else (p.bought + case when a.category = 'network' then interval '5 years' else interval '3 years' end)::date end
      from (select id, n, (date_trunc('month', current_date) - make_interval(years => (n % 5)::int, months => (n % 12)::int))::date as bought
            from numbered) p
      where a.id = p.id`),
    );
  }
}
