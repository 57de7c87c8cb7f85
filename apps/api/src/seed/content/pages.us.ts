import type { PageGroupSeed } from './types.ts';

/** Footer groups and static pages of the US edition (HTML, sanitised on write). */
export const US_PAGE_GROUPS: PageGroupSeed[] = [
  {
    title: 'Marketplace',
    pages: [
      {
        slug: 'about-us',
        title: 'About us',
        content: `
<h2>Buy and sell locally, simply</h2>
<p>Marketplace is where neighbors, small businesses and professionals meet to buy, sell, hire and rent. Since our launch we have helped people across the United States give their things a second life, find reliable services nearby, discover new jobs and find their next home.</p>
<p>We believe that a good marketplace is built on trust. That is why every account is verified by e-mail or text message, every payment can go through our secure checkout, and our support team reviews reported listings every day of the week.</p>
<h3>What you can do here</h3>
<ul>
  <li><strong>Sell products</strong> - from phones and furniture to cars and auto parts, with shipping or local pickup.</li>
  <li><strong>Offer services</strong> - handymen, tutors, movers, cleaners and many more reach customers in their area.</li>
  <li><strong>Post and find jobs</strong> - employers publish openings with clear pay ranges, candidates apply in a few clicks.</li>
  <li><strong>Rent and sell real estate</strong> - apartments, houses, land and commercial space with maps and photos.</li>
</ul>
<h3>Our values</h3>
<p><strong>Local first.</strong> Search shows what is close to you, and every listing has a location so you can plan pickup or a visit.</p>
<p><strong>Fair for everyone.</strong> Listing is free. Paid extras such as highlighting or extra photos are optional and clearly priced.</p>
<p><strong>Safe by design.</strong> Messages stay on the platform, phone numbers are masked until you choose to show them, and card payments are protected.</p>
<p>Questions or ideas? We would love to hear from you on our <a href="/info/contact-us">contact page</a>.</p>`,
      },
      {
        slug: 'how-it-works',
        title: 'How it works',
        content: `
<h2>Selling in three steps</h2>
<ol>
  <li><strong>Create a free account.</strong> Register as a person or a business and confirm your e-mail address or phone number with a one-time code.</li>
  <li><strong>Add your listing.</strong> Choose a category, write a clear title and description, add up to 5 photos and set your price, delivery method and location.</li>
  <li><strong>Talk to buyers and get paid.</strong> Answer questions in Messages. Buyers can pay by card at checkout, and you ship the item or hand it over in person.</li>
</ol>
<h2>Buying in three steps</h2>
<ol>
  <li><strong>Search and filter.</strong> Use the search bar, browse categories, and filter by price, delivery, seller type and category-specific details such as size or mileage.</li>
  <li><strong>Ask before you buy.</strong> Message the seller, ask for more photos, or arrange a viewing for bigger items.</li>
  <li><strong>Check out securely.</strong> Add products to your basket and pay by card, or meet the seller for local pickup.</li>
</ol>
<h3>Services, jobs and real estate</h3>
<p>Service providers show an hourly or fixed price range; employers can publish a salary range per hour or per month; landlords and agents list properties with area, rooms and a map. In all these categories you contact the poster directly through Messages.</p>
<h3>Make your listing stand out</h3>
<ul>
  <li><strong>Highlight</strong> - your listing gets a colored frame and a better position in search results.</li>
  <li><strong>Extend</strong> - keep the listing active for another 30 days.</li>
  <li><strong>Extra photos</strong> - add up to 40 photos for cars, homes and other items that deserve a closer look.</li>
</ul>
<p>Listings stay active for 30 days. You can close, edit or renew them at any time from <a href="/profile/my-offers">My offers</a>.</p>`,
      },
      {
        slug: 'contact-us',
        title: 'Contact us',
        content: `
<h2>We are here to help</h2>
<p>Use the form on this page to send us a message, and our support team will reply by e-mail, usually within one business day. Please include the listing number or order number if your question is about a specific transaction.</p>
<h3>Customer support</h3>
<ul>
  <li>E-mail: <a href="mailto:support@example.com">support@example.com</a></li>
  <li>Phone: <a href="tel:+12125550100">+1 (212) 555-0100</a>, Monday to Friday, 9 am to 6 pm Eastern Time</li>
</ul>
<h3>Business and advertising</h3>
<p>Interested in advertising on Marketplace, bulk listing tools for your store, or a partnership? Write to <a href="mailto:business@example.com">business@example.com</a>.</p>
<h3>Mailing address</h3>
<p>Marketplace Inc.<br>350 Fifth Avenue, Suite 5100<br>New York, NY 10118</p>
<p>Before you write, you may find a quick answer in our <a href="/info/help">Help center</a>.</p>`,
      },
    ],
  },
  {
    title: 'Legal',
    pages: [
      {
        slug: 'terms-and-conditions',
        title: 'Terms and conditions',
        content: `
<h2>1. About these terms</h2>
<p>These Terms and Conditions govern your use of the Marketplace website and apps operated by Marketplace Inc. By creating an account or using the service you agree to these terms. If you do not agree, please do not use Marketplace.</p>
<h2>2. Your account</h2>
<p>You must be at least 18 years old to register. You are responsible for keeping your password secure and for all activity under your account. Business accounts must provide accurate company details, including a valid tax identification number.</p>
<h2>3. Listings</h2>
<ul>
  <li>You may list only items, services, jobs and properties that you are legally allowed to offer.</li>
  <li>Listings must be accurate, placed in the correct category and show your own photos.</li>
  <li>Prohibited items include weapons, drugs, counterfeit goods, stolen property, live animals and adult content.</li>
  <li>We may remove listings that break these rules or the law, and suspend accounts that repeatedly do so.</li>
</ul>
<h2>4. Buying and paying</h2>
<p>The contract of sale is concluded between the buyer and the seller. When you pay through our checkout, the payment is processed by our payment provider and released to the seller according to the <a href="/info/seller-services-agreement">Seller Services Agreement</a>. Buyers may open a dispute if an item does not arrive or is significantly not as described.</p>
<h2>5. Paid features</h2>
<p>Highlighting, validity extensions and extra photos are optional paid features. Prices are shown before you pay, and fees are non-refundable once the feature has been activated, unless required by law.</p>
<h2>6. Reviews and messages</h2>
<p>Reviews must be honest and relate to a real transaction. Do not use Messages to send spam, to ask for payment outside the platform or to share other people's personal data.</p>
<h2>7. Liability</h2>
<p>Marketplace provides a venue and does not own the items listed. To the extent permitted by law, we are not liable for the quality, safety or legality of listed items, or for the ability of users to complete a transaction.</p>
<h2>8. Changes and contact</h2>
<p>We may update these terms from time to time and will notify registered users by e-mail at least 14 days before material changes take effect. Questions can be sent through our <a href="/info/contact-us">contact page</a>.</p>`,
      },
      {
        slug: 'seller-services-agreement',
        title: 'Seller services agreement',
        content: `
<h2>Who this agreement is for</h2>
<p>This Seller Services Agreement applies to everyone who sells products through Marketplace checkout, whether as a private person or as a business. It supplements our <a href="/info/terms-and-conditions">Terms and Conditions</a>.</p>
<h2>Payment processing</h2>
<p>When a buyer pays by card, the funds are collected by our payment partner on your behalf. The payout is released to your bank account after the buyer confirms receipt, or automatically 14 days after the order is marked as shipped if no dispute is opened.</p>
<h2>Your obligations as a seller</h2>
<ul>
  <li>Describe the item honestly, including any defects, and keep the quantity available up to date.</li>
  <li>Ship within the time stated in your listing and provide a tracking number for courier deliveries.</li>
  <li>Respond to buyer messages within two business days.</li>
  <li>Business sellers must honor consumer rights, including returns where the law provides for them, and issue receipts or invoices.</li>
</ul>
<h2>Disputes</h2>
<p>If a buyer reports that an item did not arrive or is not as described, we will ask both parties for information and may hold the payout until the case is resolved. Our decision is based on the evidence provided, such as tracking data, photos and messages.</p>
<h2>Fees and taxes</h2>
<p>Listing is free. Optional promotion features are charged when you buy them. You are responsible for any taxes that apply to your sales; business sellers receive a monthly statement of fees.</p>
<h2>Termination</h2>
<p>You may stop selling at any time. We may suspend payouts or selling privileges in cases of fraud, repeated disputes or violations of this agreement.</p>`,
      },
      {
        slug: 'privacy-policy',
        title: 'Privacy policy',
        content: `
<h2>Who we are</h2>
<p>Marketplace Inc., 350 Fifth Avenue, Suite 5100, New York, NY 10118, is responsible for your personal data on Marketplace. You can reach our privacy team at <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>
<h2>What we collect</h2>
<ul>
  <li><strong>Account data</strong>: name or company name, username, e-mail address, phone number, address and tax ID for businesses.</li>
  <li><strong>Listings and transactions</strong>: what you post, buy and sell, reviews and dispute details.</li>
  <li><strong>Messages</strong> you exchange with other users on the platform.</li>
  <li><strong>Technical data</strong>: device and browser information, IP address and approximate location, if you allow it.</li>
</ul>
<h2>How we use it</h2>
<p>We use your data to run the service, process payments, prevent fraud, show relevant listings near you, send notifications you have asked for and meet our legal obligations. With your consent we may send marketing messages; you can withdraw consent at any time in Account settings.</p>
<h2>Who we share it with</h2>
<p>We share data only with service providers that help us operate Marketplace (hosting, payments, e-mail and text delivery), with other users to the extent needed to complete a transaction, and with authorities when the law requires it. We never sell your personal information.</p>
<h2>How long we keep it</h2>
<p>We keep account data while your account is active and for up to three years after it is closed, unless a longer period is required for tax or legal reasons.</p>
<h2>Your rights</h2>
<p>Depending on where you live, you may have the right to access, correct, delete or export your data and to opt out of certain processing. California residents have additional rights under the CCPA. To make a request, contact <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>
<p>See also our <a href="/info/cookies">Cookie policy</a>.</p>`,
      },
      {
        slug: 'cookies',
        title: 'Cookie policy',
        content: `
<h2>What cookies are</h2>
<p>Cookies are small text files stored by your browser. We also use similar technologies such as local storage.</p>
<h2>Cookies we use</h2>
<table>
  <thead><tr><th scope="col">Type</th><th scope="col">Purpose</th><th scope="col">Can be disabled?</th></tr></thead>
  <tbody>
    <tr><td>Strictly necessary</td><td>Keeping you signed in, securing your session and remembering the items in your basket.</td><td>No</td></tr>
    <tr><td>Preferences</td><td>Remembering your chosen edition and display settings.</td><td>Yes</td></tr>
    <tr><td>Analytics</td><td>Understanding which pages are used so we can improve them, in aggregated form.</td><td>Yes</td></tr>
  </tbody>
</table>
<h2>Managing cookies</h2>
<p>You can delete or block cookies in your browser settings. If you block strictly necessary cookies, you will not be able to sign in or buy on Marketplace.</p>
<p>More about how we handle your data is in our <a href="/info/privacy-policy">Privacy policy</a>.</p>`,
      },
    ],
  },
  {
    title: 'Help',
    pages: [
      {
        slug: 'help',
        title: 'Help center',
        content: `
<h2>Frequently asked questions</h2>
<h3>How much does it cost to post a listing?</h3>
<p>Posting is free. You only pay if you choose an optional extra such as highlighting, a 30-day extension or extra photos.</p>
<h3>How long does my listing stay active?</h3>
<p>Listings are active for 30 days. You can extend them before they expire or close them as soon as the item is sold.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Use <a href="/auth/forgot-password">Forgot password</a> on the sign-in page. We will send a reset link to your e-mail address or a code to your phone.</p>
<h3>How do I pay for an item?</h3>
<p>Add the product to your basket and pay by card at checkout. Your payment is held securely until you confirm that the item has arrived.</p>
<h3>The item did not arrive. What now?</h3>
<p>Open your order in My purchases and choose "Report a problem". Tell us what happened; we will contact the seller and help you resolve it.</p>
<h3>How do I change my address or phone number?</h3>
<p>Go to Account settings. Changes to your e-mail address or phone number are confirmed with a one-time code.</p>
<h3>How do I report a suspicious listing?</h3>
<p>Open the listing and click "Report". Our team reviews reports every day.</p>
<p>Did not find your answer? <a href="/info/contact-us">Contact us</a>.</p>`,
      },
      {
        slug: 'safety-tips',
        title: 'Safety tips',
        content: `
<h2>Stay safe when buying and selling</h2>
<p>Most people on Marketplace are honest, but a few simple habits protect you from the rare bad actor.</p>
<h3>Keep payments and conversations on the platform</h3>
<ul>
  <li>Pay through our checkout whenever you can: your money is protected until the item arrives.</li>
  <li>Never send a deposit by wire transfer, gift card or cryptocurrency to someone you have not met.</li>
  <li>Be wary of anyone who wants to move the conversation to another app right away.</li>
</ul>
<h3>Meeting in person</h3>
<ul>
  <li>Meet in a public, well-lit place during the day, or bring a friend.</li>
  <li>Check the item carefully before you pay, and test electronics on the spot.</li>
  <li>For cars, check the title and the VIN, and consider a pre-purchase inspection.</li>
</ul>
<h3>Renting a home</h3>
<p>Never pay a deposit for an apartment you have not seen in person or by live video with the landlord. Ask for a written lease.</p>
<h3>Job offers</h3>
<p>Legitimate employers never ask you to pay for training, equipment or a background check up front.</p>
<p>If something feels wrong, stop and <a href="/info/contact-us">tell us</a>. In an emergency, call 911.</p>`,
      },
    ],
  },
];
