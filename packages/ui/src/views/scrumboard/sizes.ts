/**
 * A card's usual height in px (a one-line title and a line of chips): the lists lay out with it and
 * measure each card as it is drawn, since a card grows with its title (three lines at most) and chips.
 */
export const CARD_ROW_ESTIMATE = 92;
