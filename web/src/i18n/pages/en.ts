import type { PagesMessages } from './fr.js';

export const pagesEn: PagesMessages = {
  pages: {
    common: {
      updated: 'Last updated: 21 November 2026',
      template_notice:
        'This text is a template: the platform operator must have it reviewed by its legal counsel before going live.',
    },
    organization_landing: {
      title: 'Your camps online, your enrolments in order',
      subtitle:
        'Youth movements, non-profits, informal associations: publish your camps, follow enrolments and payments, and let the platform prepare the documents parents ask you for.',
      cta: 'Create an organization account',
      see_pricing: 'See pricing',
      features: {
        title: 'What the platform does for you',
        publish: {
          title: 'Publish your camps',
          text: 'Dates, ages, price, place and places left: one clear page per camp, which parents find by date, age and town.',
        },
        follow: {
          title: 'Follow enrolments and payments',
          text: 'Accept or decline each request, see the places left, and record the transfers received thanks to each enrolment’s structured communication.',
        },
        export: {
          title: 'Export your lists',
          text: 'Participants, parents’ contact details and what your team needs to know, ready for a spreadsheet or for printing.',
        },
        documents: {
          title: 'Automatic documents',
          text: 'Invoices, health-insurance certificates and 281.86 tax certificates: parents download them themselves, without you having to prepare them.',
        },
      },
      steps: {
        title: 'How it works',
        account: {
          title: 'Create your account',
          text: 'Sign up with your e-mail address, choose “Organization” and complete your organization’s profile.',
        },
        verification: {
          title: 'Get verified',
          text: 'An administrator checks your organization, its representative and its insurance before you can publish.',
        },
        publish: {
          title: 'Publish',
          text: 'Create your camps: they appear in the catalogue and parents can enrol their children.',
        },
      },
      pricing: {
        title: 'Pricing',
        intro: 'Start for free, then move to a paid plan when your camps multiply.',
        free: 'Free',
        on_demand: 'On demand',
        per_year: 'per year',
        unlimited_stages: 'Unlimited camps',
        stages: 'Up to %{smart_count} camp at a time |||| Up to %{smart_count} camps at a time',
        automatic_documents: 'Automatic documents',
        updates: 'Updates',
        updates_count: '%{smart_count} year of updates |||| %{smart_count} years of updates',
        updates_custom: 'Tailored updates',
        support: 'Support tickets',
        support_count:
          '%{smart_count} support ticket a year |||| %{smart_count} support tickets a year',
        support_custom: 'Tailored support',
        included: 'Included',
        not_included: 'Not included',
        start: 'Get started',
        contact: 'Contact us',
        subscribe: 'Subscribe',
        renew: 'Renew',
        renewable_from: 'Your plan still runs: you can renew it from %{date}.',
        renews_on: 'Your plan renews automatically each year; it runs until %{date}.',
        subscribe_after_registration:
          'First create your organization’s account: you will then come back here to pay.',
        failed: 'Pricing could not be loaded. Try again later or write to us at support@stages.be.',
        note: 'Subscriptions are paid by card, through our payment provider, and renew every year; your space announces the renewal 60 days ahead. Whatever the plan, your organization must be verified before it publishes.',
      },
      enterprise: {
        title: 'Ask for an Enterprise offer',
        intro:
          'Tell us about your organization and what it needs: we will reply by e-mail with a tailored offer.',
        name: 'Your name',
        phone: 'Phone (optional)',
        message: 'Your request',
        message_hint:
          'Number of camps, children or venues, particular needs… at least 10 characters',
        send: 'Send',
        sent: 'Thank you! Your request has been sent: our team will reply by e-mail as soon as possible.',
      },
      closing: {
        title: 'Ready to publish your first camp?',
        text: 'Creating an account is free and only takes a few minutes.',
      },
    },
    tos: {
      title: 'Terms of use',
      intro:
        'These terms apply to everyone who uses the platform: visitors, parents, organizations and administrators. By creating an account, you accept them.',
      sections: {
        service: {
          title: 'The service',
          body:
            'The platform operator provides an online service where organizations (youth movements, non-profit associations, informal associations and other organizers) publish holiday and activity camps, and where parents enrol their children. The platform also helps follow payments and prepare invoices and certificates.\n\n' +
            'The camp itself is run by the organizer, under its own responsibility. The platform does not run camps, does not look after children and is not a party to the contract between parents and the organizer (see the terms and conditions of sale).',
        },
        accounts: {
          title: 'Your account',
          body:
            'To enrol a child or publish a camp, you need an account with a confirmed e-mail address. You choose once and for all whether it is a parent or an organization account. You must be at least 18 and, for an organization, authorised to act on its behalf.\n\n' +
            'You agree to give accurate information and keep it up to date. Keep your password to yourself: whatever is done with your account is presumed to be done by you. If you think someone else has used it, change your password, which signs out your other sessions, and tell us at support@stages.be.',
        },
        parents: {
          title: 'Parents’ commitments',
          body:
            'When you enrol a child, you confirm that you hold parental authority or act with the agreement of whoever does, and that the information you give, including about the child’s health, is accurate and complete. The organizer relies on it to look after your child.\n\n' +
            'An enrolment remains a request until the organizer accepts it. The price is paid to the organizer, by bank transfer, following the instructions shown with the enrolment.',
        },
        organizations: {
          title: 'Organizations’ commitments',
          body:
            'An organization publishes only after an administrator has verified it. It describes its camps accurately and completely (dates, ages, price, place, what is included), holds the insurance, approvals and supervision required for the activities it offers, and keeps the commitments it makes to families.\n\n' +
            'It uses parents’ and children’s data only to run its camps, and gives access to health information only to the people who need it to look after the children.',
        },
        content: {
          title: 'Published content',
          body:
            'You remain responsible for the texts, photos and documents you publish, and you guarantee that you have the right to publish them, in particular the consent of people who can be recognised in photos. You allow the operator to display them on the platform for as long as they are online.\n\n' +
            'You may not publish content that is illegal, misleading, discriminatory or that infringes the rights of others, nor use the platform to send unsolicited advertising. Anyone can report a camp or an organization; the administrators review every report.',
        },
        moderation: {
          title: 'Moderation and suspension',
          body: 'The operator may hide content, refuse or withdraw an organization’s verification, or suspend an account that breaks these terms or puts children at risk. Except in urgent cases, it tells you why and gives you the chance to explain.',
        },
        availability: {
          title: 'Availability and liability',
          body:
            'We do our best to keep the platform available and secure, but cannot guarantee uninterrupted service: maintenance may make it briefly unavailable.\n\n' +
            'The operator is responsible for running the platform. It is not responsible for how camps are run, for content published by organizations, or for payments between parents and organizers. Nothing in these terms limits a liability that the law does not allow to be limited, for example for intentional misconduct or fraud.',
        },
        closing: {
          title: 'Closing your account',
          body: 'You can delete your account at any time from your profile, by typing your e-mail address to confirm. Some information, such as invoices, is kept after deletion for the legal period (see the privacy policy).',
        },
        changes: {
          title: 'Changes to these terms',
          body: 'We may change these terms. We tell you about significant changes by e-mail or on the platform before they apply. If you do not agree, you can close your account; if you keep using the platform afterwards, the new terms apply.',
        },
        law: {
          title: 'Applicable law and contact',
          body:
            'These terms are governed by Belgian law. In a dispute, we first look for an amicable solution; failing that, the Belgian courts have jurisdiction, without prejudice to the rules that allow a consumer to go to the court where they live.\n\n' +
            'For any question: support@stages.be.',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This policy explains which personal data the platform processes, why, for how long, and who it is shared with. We collect only what is needed to run camps and enrolments.',
      sections: {
        controller: {
          title: 'Who is responsible',
          body:
            'The platform operator is the controller of the data needed to run the platform: accounts, sign-in, security, organizations’ subscriptions and support.\n\n' +
            'Each organization is the controller of the data of the families enrolled in its camps, which it uses to run them. For that data, the operator acts as its processor, on its instructions.\n\n' +
            'For any question about your data: privacy@stages.be.',
        },
        data: {
          title: 'The data we process',
          body:
            'Your account: first and last name, e-mail address, phone, postal address, language, cookie choice, and your password, stored only as a hash, or the Google or Microsoft account you sign in with.\n\n' +
            'Your children: first and last name, date of birth and national register number, needed for tax and health-insurance certificates, and the health information you choose to give (allergies, medication, health notes).\n\n' +
            'Organizations: name, type, enterprise and VAT numbers, contact details, bank account, representative, a copy of the representative’s identity card and the insurance certificate, which administrators use for verification.\n\n' +
            'Enrolments and payments: which child is enrolled in which camp, the enrolment’s status, amounts, the structured communication and whether the payment was received. Subscriptions are paid by card with our payment provider: the platform never sees or stores your card number.\n\n' +
            'Technical data: session cookies and sign-in logs (IP address, date and time), for security.',
        },
        health: {
          title: 'Children’s health data',
          body:
            'Allergies, medication and health notes are health data, a special category under Article 9 of the GDPR. We process them only because you give them to us, with your explicit consent, so that the organizer can look after your child safely.\n\n' +
            'They are visible only to the child’s parents and to the organizers of a camp for which the child’s enrolment has been accepted. An organizer cannot see them until it has accepted the enrolment.\n\n' +
            'They are deleted automatically, on a set schedule, after the camp ends. You can change or remove them at any time.',
        },
        purposes: {
          title: 'Why, and on what basis',
          body:
            'Managing your account, your enrolments and organizations’ camps: this is necessary to perform the contract between us (Article 6(1)(b) GDPR).\n\n' +
            'Issuing invoices and certificates and keeping the accounts: this is a legal obligation (Article 6(1)(c)).\n\n' +
            'Protecting the platform, preventing fraud and handling reports: this is our legitimate interest, and that of families (Article 6(1)(f)).\n\n' +
            'Measuring the site’s audience: only with your consent (Article 6(1)(a)), given in the cookie banner.\n\n' +
            'We do not sell your data and do not use it for advertising.',
        },
        sharing: {
          title: 'Who can see it',
          body:
            'The organizers of the camps you enrol a child in see what they need: your contact details, the child’s identity and, once the enrolment is accepted, the child’s health information.\n\n' +
            'The platform’s administrators access data as far as needed to verify organizations, handle reports and answer support requests.\n\n' +
            'Our service providers (hosting, e-mail delivery, subscription payments and, if you allow it, audience measurement) process data on our behalf, under contract. Where one of them is located outside the European Economic Area, the transfer relies on appropriate safeguards, such as the European Commission’s standard contractual clauses.\n\n' +
            'If you sign in with Google or Microsoft, that service confirms your identity and sends us your name and e-mail address. We disclose data to authorities only when the law requires it.',
        },
        retention: {
          title: 'How long',
          body:
            'Your account and profile are kept as long as the account exists, and deleted when you delete it.\n\n' +
            'Children’s health data is deleted automatically after the camp ends.\n\n' +
            'Invoices and accounting records are kept for the period required by accounting and tax law, even after the account is deleted.\n\n' +
            'A session ends after 12 hours without activity, or after 30 days if you chose to stay signed in. Ended sessions and expired confirmation or reset links are deleted within the hour.\n\n' +
            'The record of what happened on the platform (for example, that an enrolment was accepted) holds no names, contact details or health data; it is kept.',
        },
        cookies: {
          title: 'Cookies',
          body:
            'Essential cookies let you sign in and protect your session, in particular against request forgery. They are strictly necessary and need no consent.\n\n' +
            'An audience measurement tool is loaded only if you choose “Allow” in the cookie banner. If you choose “Essential”, only the cookies needed to sign in and stay secure are used.\n\n' +
            'You can change your mind at any time; if you withdraw your consent, the measurement tool is no longer loaded.',
        },
        security: {
          title: 'Security',
          body:
            'Passwords are never stored in clear. Connections are encrypted (HTTPS), session cookies cannot be read by the page’s scripts, links sent by e-mail expire, and everyone reaches only the data their role requires.\n\n' +
            'If a data breach puts your rights at risk, we notify the Data Protection Authority within 72 hours and, if the risk is high, the people concerned.',
        },
        rights: {
          title: 'Your rights',
          body: 'You can access your data, correct it, erase it, receive it in a reusable format, object to some processing and lodge a complaint with the Data Protection Authority. The page “Your rights (GDPR)” explains how; you can also write to privacy@stages.be.',
        },
        changes: {
          title: 'Changes',
          body: 'We update this policy when our processing changes; the date at the top of the page shows the version in force. We tell you about significant changes by e-mail.',
        },
      },
    },
    gdpr: {
      title: 'Your rights under the GDPR',
      intro:
        'The General Data Protection Regulation (GDPR) gives you rights over your personal data. Here is what each of them means on the platform, and how to exercise it.',
      sections: {
        how: {
          title: 'How to exercise your rights',
          body:
            'Much can be done directly from your account: viewing and correcting your profile and your children’s, removing health information, deleting your account. For everything else, write to privacy@stages.be from your account’s address. If we have reasonable doubts about your identity, we may ask you to confirm it, without asking for more than needed.\n\n' +
            'We answer within one month. If the request is complex or we receive many, this can be extended by two months; we then tell you so within the first month, with the reason. Exercising your rights is free of charge.\n\n' +
            'For the data an organizer holds about an enrolment, the organizer is responsible: you can contact it directly, or write to us and we will help it answer you.',
        },
        access: {
          title: 'Right of access',
          body: 'You can find out whether we process data about you and get a copy, with the purposes, where it comes from, who receives it and how long it is kept (Article 15). Most of it is visible in your account: profile, children, enrolments, invoices and certificates.',
        },
        rectification: {
          title: 'Right to rectification',
          body: 'You can correct inaccurate data or complete incomplete data (Article 16), usually yourself, in your profile. An invoice or certificate already issued cannot be changed afterwards: write to the organizer, who can issue a corrected document.',
        },
        erasure: {
          title: 'Right to erasure',
          body:
            'You can delete your account yourself (Article 17): in your profile, choose to delete the account and type your e-mail address to confirm. Deletion is final: your profile, your children’s data, your sessions and the links to Google or Microsoft are removed.\n\n' +
            'Some data must be kept nonetheless: invoices and accounting records, for the legal period. The platform’s record of events is kept without your name, contact details or health data. Children’s health data is deleted after the camp ends in any case.\n\n' +
            'Before deleting your account, download the invoices and certificates you will still need, for example for your tax return or your health-insurance fund.',
        },
        restriction: {
          title: 'Right to restriction',
          body: 'While we check the accuracy of your data or consider your objection, you can ask us to stop using it, except to keep it (Article 18).',
        },
        portability: {
          title: 'Right to data portability',
          body: 'You can receive the data you gave us in a structured, commonly used and machine-readable format, or ask for it to be sent directly to another service where technically possible (Article 20). Write to us at privacy@stages.be.',
        },
        objection: {
          title: 'Right to object',
          body: 'You can object at any time, on grounds relating to your particular situation, to processing based on our legitimate interest (Article 21). We stop it, unless there are compelling legitimate grounds or it is needed to establish or defend legal claims. We do not send marketing; if we did, you could object to it without giving a reason.',
        },
        consent: {
          title: 'Withdrawing consent',
          body: 'Whatever relies on your consent can be withdrawn at any time, as easily as you gave it: audience measurement, by changing your cookie choice, and your children’s health information, by removing it from their details. Withdrawal does not affect what was done before.',
        },
        complaint: {
          title: 'Complaints',
          body:
            'If you believe your rights have not been respected, write to us first at privacy@stages.be: we will look for a solution with you.\n\n' +
            'You can also lodge a complaint with the Belgian Data Protection Authority (Autorité de protection des données / Gegevensbeschermingsautoriteit), Rue de la Presse 35, 1000 Brussels, contact@apd-gba.be, www.dataprotectionauthority.be, or with the authority of the EU country where you live. You can also go to court.',
        },
      },
    },
    gtc: {
      title: 'Terms and conditions of sale',
      intro:
        'These conditions govern the subscriptions organizations take out on the platform, and explain the relationship between parents and organizers when a child is enrolled in a camp. The terms of use apply as well.',
      sections: {
        plans: {
          title: 'Plans',
          body:
            'The platform offers three plans. Free lets you publish a limited number of camps at a time, at no cost. Gold lifts that limit and includes automatic documents, updates and a number of support tickets a year. Enterprise is quoted on demand, to fit your needs.\n\n' +
            'The content and price of each plan are those shown on the pricing page on the day you subscribe. A deleted camp frees its place; a past camp counts until it is deleted.',
        },
        verification: {
          title: 'Verification before publishing',
          body: 'Whatever the plan, an organization publishes only after an administrator has verified it, based on its profile, its representative’s identity and its insurance certificate. A subscription does not replace verification. Verification may be refused or withdrawn if the information is inaccurate, and reviewed if the profile changes afterwards.',
        },
        price: {
          title: 'Price and payment',
          body: 'Prices are in euros, for one year; the applicable VAT treatment is shown on the invoice. The subscription is paid by card, online, through our payment provider; the platform never sees or stores your card number. The invoice is available in your account.',
        },
        duration: {
          title: 'Term and end of the subscription',
          body:
            'The subscription starts on payment and runs for one year. Paid by card, it renews every year at the plan’s price, with the same means of payment, unless you cancel it before its renewal date by writing to the team; the banner of your space announces that date 60 days ahead. If the renewal payment fails, we tell you by e-mail. A plan the team grants (an Enterprise contract, a payment by transfer) runs until the agreed date and is extended the same way.\n\n' +
            'On the end date, the organization returns to the limits of the Free plan: its camps already published stay online, but it cannot create more beyond that limit until it renews.',
        },
        withdrawal: {
          title: 'Right of withdrawal',
          body: 'The organization subscribes for the purposes of its activity, not as a consumer: the fourteen-day right of withdrawal provided for consumers does not, in principle, apply.',
        },
        support: {
          title: 'Support and updates',
          body: 'Support is requested at support@stages.be, within the number of tickets included in the plan. Updates to the platform are included for the period the plan provides.',
        },
        termination: {
          title: 'Termination',
          body: 'You can stop at any time by deleting the organization’s account; the amount paid for the current year is not refunded, unless the operator is at fault. The operator may end the contract if the organization seriously breaches these conditions or the terms of use, after formal notice, except in urgent cases.',
        },
        camp_contract: {
          title: 'The camp contract',
          body: 'When a parent enrols a child in a camp, the contract is concluded between the parent and the organizer. The platform is not a party to it: it provides the tool, but does not sell the camp, collect its price or look after the children.',
        },
        enrolments: {
          title: 'Prices, acceptance and refusal',
          body: 'The organizer sets the price, the number of places, the ages and the conditions of each camp. An enrolment is a request: the organizer accepts or declines it, for example if the camp is full or the age does not match. The contract is formed when the organizer accepts it.',
        },
        payment: {
          title: 'Paying for the camp',
          body: 'The parent pays the organizer directly, by bank transfer to the account shown, with the enrolment’s own structured communication, which lets the payment be matched. The organizer records on the platform that it has received the payment. Invoices and certificates are issued in the organizer’s name.',
        },
        cancellation: {
          title: 'Cancellation and refunds',
          body:
            'The cancellation and refund conditions are the organizer’s, stated in the camp’s description. On the platform, only the primary parent can cancel an enrolment; for a refund, contact the organizer.\n\n' +
            'Leisure services provided on a specific date or for a specific period are, in principle, excluded from the fourteen-day right of withdrawal (Article VI.53, 12°, of the Belgian Code of Economic Law).',
        },
        disputes: {
          title: 'Disputes',
          body: 'A disagreement about a camp is settled between the parent and the organizer; the platform can help you get in touch, but does not decide. A consumer can also turn to the Consumer Mediation Service (Service de médiation pour le consommateur / Consumentenombudsdienst). These conditions are governed by Belgian law.',
        },
      },
    },
    accessibility: {
      title: 'Accessibility statement',
      intro:
        'We want every parent, organizer and administrator to be able to use the platform, however they read the screen, move through a page or type text. This statement says which standard we hold ourselves to, how we check it, what does not meet it yet and how to tell us about a barrier.',
      sections: {
        standard: {
          title: 'The standard we aim at',
          body:
            'We aim at level AA of the Web Content Accessibility Guidelines (WCAG) 2.1, as taken up by the European standard EN 301 549, on every page of the site: public pages, account, the parents’, organizations’ and administrators’ screens, in French, English and Dutch, in the light and the dark theme, on a computer and on a phone.\n\n' +
            'The platform sells services to families online: it falls under the European Accessibility Act (Directive (EU) 2019/882), which applies since 28 June 2025.',
        },
        status: {
          title: 'Conformance status',
          body: 'The site is partially conformant: the pages themselves meet the criteria checked below, but some downloadable documents do not yet (see “What is not accessible yet”).',
        },
        checks: {
          title: 'How we check',
          body:
            'With every change to the product, our automated tests open every page of the site in a real browser, in the three languages, in both themes and at two screen widths (1280 and 390 pixels), with confirmation windows open, and run axe-core’s WCAG 2.0 and 2.1 level A and AA rules on them. A single error stops the release.\n\n' +
            'Other tests go, with the keyboard alone and no mouse, through a parent registering a child and an organizer accepting a registration.\n\n' +
            'Automated checks do not find everything: whether an alternative text is meaningful, or the reading order makes sense, is also judged by hand, and we look at them whenever we change a screen.',
        },
        gaps: {
          title: 'What is not accessible yet',
          body:
            'The PDF documents (invoices, credit notes, mutual insurance certificates and 281.86 tax certificates) are not tagged: a screen reader reads their text, but without the structure of headings and tables. Their amounts, dates and references are also shown as text in your account, on the bills page.\n\n' +
            'The pictures and descriptions of the camps are published by the organizations: we ask them for an alternative text, but we cannot vouch for its quality.\n\n' +
            'Paying for a subscription goes through the payment page of our provider, Stripe, whose accessibility we do not control.',
        },
        report: {
          title: 'Report a barrier',
          body:
            'If you cannot use a page or a document, write to accessibility@stages.be, saying which page and what stopped you. We answer within five working days and, if we cannot fix it at once, we send you the information or the document in another form.\n\n' +
            'If our answer does not satisfy you, you can turn to the Contact Point of the FPS Economy (pointdecontact.belgique.be), which oversees the accessibility of products and services in Belgium.',
        },
      },
    },
    faq: {
      title: 'Frequently asked questions',
      intro:
        'Answers to the questions we are asked most often. Can’t find yours? Write to us at support@stages.be.',
      parents: {
        title: 'For parents',
        questions: {
          enrol: {
            question: 'How do I enrol my child in a camp?',
            answer:
              'Create a parent account and add your children to it, once and for all. On the camp’s page, choose the child to enrol and send the request.\n\n' +
              'The enrolment stays pending until the organizer accepts or declines it; you can follow its status in your account.',
          },
          pay: {
            question: 'How do I pay for a camp?',
            answer:
              'By bank transfer, to the organizer’s account. With your enrolment you will find the amount, the account number and a structured communication, such as +++123/4567/89012+++.\n\n' +
              'Always use that communication: it is what lets the organizer match your payment to your enrolment. Once the transfer has arrived, the organizer marks it as paid; allow a few days depending on the banks.',
          },
          documents: {
            question: 'Where do I find my invoices and certificates?',
            answer:
              'In your account, with each enrolment: the invoice, the health-insurance certificate and, if the organizer can issue it, the 281.86 tax certificate. You can download them as soon as they are available.',
          },
          tax: {
            question: 'Can I deduct camp costs from my taxes (281.86 certificate)?',
            answer:
              'Childcare costs for children under 14 (under 21 with a severe disability) give a right to a tax reduction if the camp is run by a body recognised, approved, subsidised or supervised by ONE, Opgroeien, the German-speaking Community or the public authorities.\n\n' +
              'The organizer then issues a 281.86 tax certificate, which you will find in your account. If no certificate appears, ask the organizer whether it meets the conditions.',
          },
          mutual: {
            question: 'Will my health-insurance fund refund the camp?',
            answer:
              'Most health-insurance funds (mutualités / ziekenfondsen) refund part of the cost of camps, under their own conditions (age, amount, number of days a year). Download the health-insurance certificate from your account and send it to your fund, following its procedure. Ask your fund about its conditions.',
          },
          cancel: {
            question: 'How do I cancel an enrolment?',
            answer:
              'Only the primary parent of the family account can unenrol a child, from the enrolment in their account. Refund conditions are the organizer’s: let the organizer know as early as possible, especially if you have already paid.',
          },
          share: {
            question: 'Can the other parent access our account?',
            answer:
              'Yes. The primary parent can share the family account with the other parent, who signs in with their own e-mail address and password. You both see the children, enrolments and documents; cancelling an enrolment remains reserved for the primary parent.\n\n' +
              'Never share your password: each parent should have their own access.',
          },
          health: {
            question: 'Who can see my child’s health information?',
            answer:
              'You, the other parent if you share the account, and the organizers of the camps for which your child’s enrolment has been accepted: nobody else. This information is deleted automatically after the camp ends, and you can change it at any time.',
          },
        },
      },
      organizers: {
        title: 'For organizers',
        questions: {
          verification: {
            question: 'Why must my organization be verified?',
            answer:
              'To protect families, an administrator checks every organization before it can publish. Complete your profile: type of organization, enterprise number if you have one, contact details, representative, a copy of the representative’s identity card and your insurance certificate.\n\n' +
              'An informal association (association de fait / feitelijke vereniging) has no enterprise number: that is not a problem. If you change your profile after verification, the administrators may review it.',
          },
          plans: {
            question: 'Which plan should I choose?',
            answer:
              'Free is enough to start: you publish a few camps at a time, at no cost. Gold lifts the limit and produces documents automatically. Enterprise is for federations and large networks, quoted on demand. Details and prices are on the pricing page.\n\n' +
              'The subscription is paid by card and runs for one year; we remind you before it ends.',
          },
          limit: {
            question: 'Which camps count towards the Free plan’s limit?',
            answer:
              'Every camp you have created and not deleted, whether it is visible, hidden or already over. Deleting a past camp frees its place. A camp with enrolled children cannot be deleted.',
          },
          enrolments: {
            question: 'How do I accept or decline an enrolment?',
            answer:
              'Each enrolment arrives as a request on your camp. Accept or decline it; the parent is told. You see the child’s health information once the enrolment is accepted, not before.',
          },
          payments: {
            question: 'How do I keep track of payments?',
            answer:
              'Parents pay by bank transfer to your organization’s account, with the enrolment’s structured communication. When the transfer shows up on your statements, mark the enrolment as paid: the parent sees it in their account. The platform has no access to your bank account.',
          },
          exports: {
            question: 'Can I export my lists?',
            answer:
              'Yes: a camp’s list of participants can be exported as a spreadsheet, with parents’ contact details and what your team needs to know.\n\n' +
              'These lists hold personal data, sometimes health data: share them only with your team and delete them after the camp.',
          },
          documents: {
            question: 'Which documents does the platform prepare?',
            answer:
              'Invoices, health-insurance certificates and, if your organization meets the conditions, 281.86 tax certificates. On the Gold and Enterprise plans they are produced automatically and parents download them from their account. For tax certificates, complete the approval details in your profile.',
          },
        },
      },
    },
  },
};
