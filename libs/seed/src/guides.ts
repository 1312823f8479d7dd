import { and, eq, notInArray, sql } from 'drizzle-orm';
import { type Database, guideInputs, guideSteps, guides } from '@fuel/db';
import { CONSUMPTION_GUIDE, type GuideDefinition } from '@fuel/domain/leads';

export interface GuidesReport {
  guides: number;
  steps: number;
  inputs: number;
}

/**
 * Writes the guides of @fuel/domain/leads (reference data, on every run, production too). Idempotent: the
 * guide is upserted by key, its steps by order weight and its inputs by key, so their ids stay the same
 * across runs (the browser keeps a visitor's answers by step id); steps and inputs the definition no longer
 * has are removed.
 */
export async function seedGuides(
  db: Database,
  definitions: readonly GuideDefinition[] = [CONSUMPTION_GUIDE],
): Promise<GuidesReport> {
  const report: GuidesReport = { guides: 0, steps: 0, inputs: 0 };
  for (const definition of definitions) {
    await db.transaction(async (tx) => {
      const [guide] = await tx
        .insert(guides)
        .values({ key: definition.key, title: definition.title })
        .onConflictDoUpdate({ target: guides.key, set: { title: sql`excluded.title` } })
        .returning({ id: guides.id });
      if (!guide) throw new Error(`guide ${definition.key} was not written`);
      const existing = await tx
        .select({ id: guideSteps.id, orderWeight: guideSteps.orderWeight })
        .from(guideSteps)
        .where(eq(guideSteps.guideId, guide.id));
      const stepIds = new Map(existing.map((step) => [step.orderWeight, step.id]));

      const weights = definition.steps.map((step) => step.orderWeight);
      await tx
        .delete(guideSteps)
        .where(and(eq(guideSteps.guideId, guide.id), notInArray(guideSteps.orderWeight, weights)));
      await tx.delete(guideInputs).where(
        and(
          eq(guideInputs.guideId, guide.id),
          notInArray(
            guideInputs.key,
            definition.steps.flatMap((step) => step.inputs.map((input) => input.key)),
          ),
        ),
      );

      for (const step of definition.steps) {
        let stepId = stepIds.get(step.orderWeight);
        if (stepId === undefined) {
          const [inserted] = await tx
            .insert(guideSteps)
            .values({ guideId: guide.id, orderWeight: step.orderWeight, title: step.title })
            .returning({ id: guideSteps.id });
          stepId = inserted?.id;
        } else {
          await tx.update(guideSteps).set({ title: step.title }).where(eq(guideSteps.id, stepId));
        }
        if (stepId === undefined) throw new Error(`step ${step.orderWeight} was not written`);
        const rows = step.inputs.map((input, position) => ({
          guideId: guide.id,
          stepId,
          position,
          key: input.key,
          type: input.type,
          label: input.label,
          helpText: input.helpText ?? null,
          unit: input.unit ?? null,
          min: input.min ?? null,
          max: input.max ?? null,
          options: input.options ? [...input.options] : null,
        }));
        if (rows.length > 0) {
          await tx
            .insert(guideInputs)
            .values(rows)
            .onConflictDoUpdate({
              target: [guideInputs.guideId, guideInputs.key],
              set: {
                stepId: sql`excluded.step_id`,
                position: sql`excluded.position`,
                type: sql`excluded.type`,
                label: sql`excluded.label`,
                helpText: sql`excluded.help_text`,
                unit: sql`excluded.unit`,
                min: sql`excluded.min`,
                max: sql`excluded.max`,
                options: sql`excluded.options`,
              },
            });
        }
        report.steps += 1;
        report.inputs += rows.length;
      }
      report.guides += 1;
    });
  }
  return report;
}
