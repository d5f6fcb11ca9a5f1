/** The demo terms and conditions, served as an HTML fragment for the terms modal's frame. */
export const TERMS_DOCUMENT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Terms and Conditions</title></head>
<body>
<h1>Terms and Conditions of the Cloud Portal</h1>
<p>Last updated: 1 November 2026.</p>
<h2>1. The service</h2>
<p>The reseller provides this portal so that your organisation can see the cost, usage, licence and
security data of the cloud services it buys through the reseller.</p>
<h2>2. Your data</h2>
<p>The portal shows data of your tenant only. Cost figures are the reseller's billed prices unless a
page says otherwise. Figures for the current month are estimates until the invoice is issued.</p>
<h2>3. Acceptable use</h2>
<p>Use the portal for your organisation's own cost and licence management. Do not share access with
people outside your organisation.</p>
<h2>4. Recommendations</h2>
<p>Savings recommendations and assistant answers are guidance, not advice. Check them before acting.</p>
<h2>5. Privacy</h2>
<p>The portal records which pages you open to improve the service. It keeps no copy of your
documents or e-mail.</p>
<h2>6. Changes</h2>
<p>The reseller may update these terms; the portal asks you to accept them again when it does.</p>
</body>
</html>
`;
