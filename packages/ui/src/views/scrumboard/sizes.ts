/** A card's height in px: every card has the same, so the lists lay them out without measuring. */
export const CARD_ROW_SIZE = 92;
