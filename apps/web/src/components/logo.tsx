// CueLeague's mark: a black eight-ball, drawn inline so no request leaves the app.
import Box from '@mui/material/Box';

export const Logo = ({ size = 32 }: { size?: number }) => (
  <Box
    component="svg"
    viewBox="0 0 64 64"
    width={size}
    height={size}
    aria-hidden="true"
    focusable="false"
    sx={{ flexShrink: 0, display: 'block' }}
  >
    <defs>
      <radialGradient id="cueleague-ball" cx="38%" cy="32%" r="70%">
        <stop offset="0%" stopColor="#4a4a4a" />
        <stop offset="55%" stopColor="#151515" />
        <stop offset="100%" stopColor="#000" />
      </radialGradient>
    </defs>
    <circle cx="32" cy="32" r="30" fill="url(#cueleague-ball)" stroke="#4caf50" strokeWidth="2.5" />
    <circle cx="32" cy="30" r="13" fill="#fafafa" />
    <text
      x="32"
      y="36"
      textAnchor="middle"
      fontFamily="Roboto, system-ui, sans-serif"
      fontWeight="700"
      fontSize="17"
      fill="#111"
    >
      8
    </text>
  </Box>
);
