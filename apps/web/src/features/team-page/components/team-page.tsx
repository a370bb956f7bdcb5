// Scaffold: replaced by the page itself (issue 18).
export const TeamPage = () => null;
