// The setup code every e2e server starts with (SETUP_CODE), so the journeys can type it on the
// setup page as an operator would type the one their server printed.
export const E2E_SETUP_CODE = 'E2E0-SETU-PC0D-E123';
