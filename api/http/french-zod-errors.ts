/**
 * French messages for the zod rules a schema leaves without its own message (a field sent as the
 * wrong type, a list instead of an object, an unknown value...): zod's defaults are English and would
 * otherwise reach callers. A schema's own message always wins (zod uses this map only as a fallback);
 * importing this module installs it for the whole process.
 */
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** The French message of an issue that has none of its own. */
export function frenchIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Ce champ est obligatoire' : 'Ce champ n’a pas le format attendu';
    case 'too_big':
      return issue.origin === 'string'
        ? 'Ce texte est trop long'
        : issue.origin === 'array' || issue.origin === 'set'
          ? 'Cette liste est trop longue'
          : 'Cette valeur est trop grande';
    case 'too_small':
      return issue.origin === 'string'
        ? 'Ce texte est trop court'
        : issue.origin === 'array' || issue.origin === 'set'
          ? 'Cette liste est trop courte'
          : 'Cette valeur est trop petite';
    case 'invalid_format':
      return 'Ce champ n’a pas le format attendu';
    case 'not_multiple_of':
      return 'Cette valeur n’est pas un multiple accepté';
    case 'unrecognized_keys':
      return 'Ce champ n’est pas attendu';
    case 'invalid_value':
      return 'Cette valeur n’est pas acceptée';
    default:
      return 'Ce champ est invalide';
  }
}

z.config({ customError: (issue) => frenchIssueMessage(issue) });
