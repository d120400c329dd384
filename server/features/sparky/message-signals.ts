import { foldAccents } from '../../../domain/sparky-language.ts';
import { denseFeatures } from './message-features.ts';

/**
 * What a message says beyond what it asks for, used for the wording of the reply and the priority
 * of the suggested ticket. The action itself is the action model's (sparky-model.ts), never these.
 */
export interface MessageSignals {
  greeting: boolean;
  thanks: boolean;
  /** "I tried that, it still does not work": the previous answer did not help. */
  notResolved: boolean;
  urgent: boolean;
  /** Why an escalation is serious, when the message says. */
  serious: Seriousness | null;
}
export type Seriousness = 'security' | 'safety' | 'equipment' | 'outage' | 'emergency';

const NO_LEXICON: ReadonlySet<string> = new Set();

export function detectSignals(raw: string): MessageSignals {
  // Accents folded: Spanish is read as "todavia", "sesion".
  const text = foldAccents(raw).replace(/[’]/g, "'");
  const words = text.replace(/[^a-z' ]/g, ' ').trim();
  const f = denseFeatures(raw, NO_LEXICON);
  const notResolved =
    /\b(still (not|doesn'?t|does not|won'?t|isn'?t|broken|nothing|the same|no)|didn'?t (work|help|fix)|did not (work|help|fix)|doesn'?t help|no luck|tried (that|this|those|everything|all)|same problem|not fixed|no change)\b/.test(
      text,
    ) ||
    /\b(sigue (sin|igual|fallando|sin funcionar|sin servir)|siguen (sin|igual)|todavia no|aun no|no (funciono|sirvio|ayudo|resolvio|se arreglo)|ya (intente|probe|hice)( eso| todo| los pasos)?|mismo problema|lo mismo|sigue igual)\b/.test(
      text,
    );
  const problem = f.problem > 0 || f.damage > 0 || notResolved || /\b(not|n'?t) work/.test(text);
  // "Leak" is about data unless water is around.
  const water =
    /\b(water|flood\w*|drip\w*|pipe|sprinklers?|rain|roof|ceiling|puddle|soaked|agua|inund\w*|gote\w*|tubo|lluvia|techo|mojad\w*)\b/.test(
      text,
    );
  const serious: Seriousness | null =
    f.unauthorized > 0 ||
    f.security_act >= 1 ||
    f.security_x_act > 0 ||
    f.security >= 0.5 ||
    (f.data_exposure >= 0.5 && !water)
      ? 'security'
      : f.safety > 0
        ? 'safety'
        : f.equipment_threat > 0
          ? 'equipment'
          : f.wide_x_critical > 0 || f.wide_x_problem > 0 || f.scope_nobody_can > 0
            ? 'outage'
            : f.emergency > 0
              ? 'emergency'
              : null;
  return {
    greeting:
      /^(hi|hello|hey|good (morning|afternoon|evening)|howdy|hola|buenos dias|buenas (tardes|noches)|buenas|que tal)\b/.test(
        words,
      ) && words.split(/\s+/).length <= 4,
    thanks:
      /\b(thanks|thank you|thx|that (fixed|solved|worked)|it worked|all set|gracias|ya (funciono|funciona|quedo|se arreglo|se soluciono)|eso (funciono|lo arreglo|lo soluciono))\b/.test(
        words,
      ) && !problem,
    notResolved,
    urgent: f.urgency > 0,
    serious,
  };
}
