// What every printed sheet (the match score sheet, a team's fees statement) starts its print CSS
// with: the sheet is a portal on <body> that shows only in print, A4 black on white whatever the
// app's theme, with everything else on the page (top bar, navigation, buttons) hidden, and the
// same masthead (the league's name small above the title, the facts line). A sheet adds its own
// rules after this, in plain CSS in millimetres and points, the units paper is measured in.
export const printSheetCss = (
  sheet: string,
  { margins, font }: { margins: string; font: string },
): string => `
@media screen { .${sheet} { display: none !important; } }
@media print {
  @page { size: A4 portrait; margin: ${margins}; }
  html, body { background: #fff !important; color: #000 !important; height: auto !important;
    min-height: 0 !important; overflow: visible !important; }
  body > *:not(.${sheet}) { display: none !important; }
  .${sheet} { display: block; color: #000; background: #fff; font: ${font};
    -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .${sheet} * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  .${sheet} .league { font-size: 9pt; text-transform: uppercase; letter-spacing: 0.08em; margin: 0; }
  .${sheet} .facts { margin: 0; font-size: 9pt; }
}
`;
