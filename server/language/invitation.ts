/**
 * Whether the panel's words invite the candidate's own questions ("Do you have any questions for
 * us?", "Is there anything you'd like to know about the role?"): the report scores nothing said after
 * it, and the turn classifier reads "no, that's all" after it as the end rather than a thin answer.
 */
const INVITATION =
  /\bquestions? (?:do you have )?for (?:us|me|the (?:team|panel))\b|\bquestions? (?:about|on) (?:the|this) (?:role|team|company|position|job)\b|\b(?:anything|something)(?: else)? you(?:'d| would)? (?:like|want) to (?:ask|know)\b|\bwould you like to ask (?:us|me)\b|\bwould you like to know about\b|\bwhat else would you like to know\b|\byour turn\b/i;

export function invitesQuestions(text: string): boolean {
  return INVITATION.test(text);
}
