import type { AppMessages } from './fr.js';

export const nl: AppMessages = {
  app: {
    name: 'Stages',
    tagline: 'Vakantie- en activiteitenkampen in België',
    menu: {
      label: 'Hoofdmenu',
      profile: 'Mijn profiel',
      browse_group: 'Ontdekken',
      organization_group: 'Mijn organisatie',
      parent_group: 'Mijn gezin',
      parent_profile: 'Profiel',
      parent_children: 'Kinderen',
      parent_bills: 'Facturen en inschrijvingen',
      parent_documents: 'Documenten',
      parent_fiscal_documents: 'Fiscale documenten',
      parent_account_sharing: 'Account delen',
      admin_group: 'Beheer',
      home: 'Start',
      stages: 'Kampen',
      organizations: 'Organisaties',
      organization: 'Mijn organisatie',
      organization_profile: 'Profiel',
      organization_documents: 'Documenten',
      organization_children: 'Kinderen',
      organization_legal: 'Wettelijk vertegenwoordiger',
      my_stages: 'Mijn kampen',
      organization_payments: 'Betalingen',
      new_stage: 'Een kamp aanmaken',
    },
    forms: { phone_hint: 'Een Belgisch nummer, of een met landcode (+33…)' },
    toast: {
      info: 'Informatie',
      success: 'Gelukt',
      warn: 'Let op',
      error: 'Fout',
      secondary: 'Opmerking',
      contrast: 'Opmerking',
    },
    links: {
      label: 'Informatie',
      organization_landing: 'Voor organisaties',
      faq: 'Veelgestelde vragen',
      tos: 'Gebruiksvoorwaarden',
      gtc: 'Algemene verkoopvoorwaarden',
      privacy: 'Privacy',
      gdpr: 'Uw rechten (AVG)',
      accessibility: 'Toegankelijkheid',
    },
    account: {
      sign_in_failed: 'Er is een fout opgetreden bij het aanmelden. Probeer het zo meteen opnieuw.',
      reset_send_failed:
        'Fout bij het verzenden van de e-mail om het wachtwoord opnieuw in te stellen. Probeer het zo meteen opnieuw.',
      reset_failed:
        'Fout bij het opnieuw instellen van het wachtwoord. Probeer het zo meteen opnieuw.',
      sign_in: 'Aanmelden',
      sign_out: 'Afmelden',
      change_password: 'Mijn wachtwoord wijzigen',
      password_changed: 'Uw wachtwoord is gewijzigd.',
      finish_registration: 'Mijn registratie afronden',
      sign_in_title: 'Aanmelden',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      password_confirmation: 'Wachtwoord bevestigen',
      remember: 'Aangemeld blijven',
      forgot: 'Wachtwoord vergeten?',
      no_account: 'Nog geen account?',
      create_account: 'Account aanmaken',
      have_account: 'Al een account?',
      or: 'of',
      with_google: 'Doorgaan met Google',
      with_microsoft: 'Doorgaan met Microsoft',
      first_name: 'Voornaam',
      last_name: 'Familienaam',
      phone: 'Telefoon',
      organization_name: 'Naam van de organisatie',
      register_title: 'Account aanmaken',
      register_as_parent: 'Ouder',
      register_as_organization: 'Organisatie',
      register_parent_hint: 'Schrijf uw kinderen in voor kampen en vind al uw documenten terug.',
      register_organization_hint: 'Publiceer uw kampen en volg de inschrijvingen op.',
      password_rule_hint:
        'Minstens 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een speciaal teken.',
      confirm_prompt_title: 'Bevestig uw e-mailadres',
      confirm_prompt_text:
        'We hebben een bevestigingslink gestuurd naar %{email}. Open die link om uw account te activeren.',
      confirm_prompt_resend: 'Link opnieuw versturen',
      confirmation_sent: 'Er is een nieuwe bevestigingsmail verstuurd.',
      confirming: 'Uw e-mailadres wordt bevestigd…',
      confirmed_title: 'E-mailadres bevestigd',
      confirmed_text: 'Bedankt! Uw e-mailadres is bevestigd.',
      continue: 'Doorgaan',
      choice_title: 'Welk type account?',
      choice_text: 'Kies hoe u Stages zult gebruiken. Deze keuze is definitief.',
      finalize_parent_title: 'Uw ouderprofiel',
      finalize_organization_title: 'Uw organisatie',
      finalize_organization_hint:
        'Een beheerder controleert uw organisatie voordat u kampen kunt publiceren.',
      save: 'Opslaan',
      reset_title: 'Wachtwoord vergeten',
      reset_text:
        'Vul uw e-mailadres in: als er een account bestaat, ontvangt u een link om een nieuw wachtwoord te kiezen.',
      reset_send: 'Link versturen',
      reset_sent:
        'Als er een account bestaat voor dit adres, is er net een e-mail verstuurd. Kijk ook in uw map met ongewenste e-mail.',
      new_password: 'Nieuw wachtwoord',
      new_password_title: 'Kies een nieuw wachtwoord',
      reset_done: 'Uw wachtwoord is gewijzigd. U kunt zich nu aanmelden.',
      social_waiting: 'Bezig met aanmelden…',
      social_signed_in: 'Aangemeld, een ogenblik…',
      back_home: 'Terug naar de startpagina',
    },
    not_found: 'Pagina niet gevonden',
    parent: {
      title: 'Mijn profiel',
    },
    top_bar: {
      language: 'Taal',
      dark_mode: 'Donkere modus',
    },
    cookies: {
      title: 'Cookies',
      text: 'We gebruiken essentiële cookies om u aangemeld te houden en uw keuzes te onthouden. Met uw toestemming meten we ook het bezoek om de site te verbeteren.',
      more: 'Meer weten',
      allow: 'Alles toestaan',
      essential: 'Alleen essentiële',
      reset: 'Mijn cookiekeuze herzien',
    },
    subscription: {
      success_title: 'Bedankt voor uw betaling',
      success_text: 'U kunt nu zoveel kampen publiceren als u wilt.',
      active_until: 'Uw Gold-formule loopt tot %{date}.',
      reference: 'Betalingsreferentie: %{reference}',
      waiting_title: 'Uw betaling wordt bevestigd',
      waiting_text:
        'We wachten op de bevestiging van de betaaldienst. Deze pagina werkt zichzelf bij: meestal duurt dat maar enkele seconden.',
      not_found_title: 'Betaling niet gevonden',
      not_found_text:
        'We vinden op dit adres geen betaling voor uw organisatie. Controleer de link of kies een formule in onze tarieven.',
      failed_title: 'Betaling mislukt of geannuleerd',
      failed_text:
        'Er werd niets aangerekend. U kunt het nu opnieuw proberen of later terugkomen naar onze formules.',
      try_again: 'Opnieuw proberen',
      contact_team: 'Contact opnemen met het team',
      buy: 'Uw organisatie heeft nog geen abonnement: kies een formule om meer kampen te publiceren.',
      renew: 'Uw abonnement is verlopen: verleng het om al uw functies te behouden.',
      reminder:
        'Uw abonnement eindigt over %{smart_count} dag. |||| Uw abonnement eindigt over %{smart_count} dagen.',
      reminder_today: 'Uw abonnement eindigt vandaag.',
      renewal:
        'Uw Gold-formule loopt nog %{smart_count} dag en wordt automatisch verlengd. |||| Uw Gold-formule loopt nog %{smart_count} dagen en wordt automatisch verlengd.',
      renewal_today: 'Uw Gold-formule loopt tot vanavond en wordt automatisch verlengd.',
      see_plans: 'Formules bekijken',
      renew_now: 'Verlengen',
      dismiss: 'Verbergen voor deze sessie',
    },
    access: {
      denied_summary: 'Toegang geweigerd',
      page: 'Toegang geweigerd: u hebt geen toegang tot deze pagina',
    },
    catalogue: {
      title: 'Kampen',
      organization_title: 'Kampen van %{name}',
      all_organizations: 'Alle organisaties',
      clear_filters: 'Filters wissen',
      search_failed: 'Deze zoekopdracht kon niet worden uitgevoerd: controleer de gekozen data',
      results: '%{smart_count} kamp |||| %{smart_count} kampen',
      no_results: 'Geen kamp voldoet aan deze zoekopdracht.',
      page: 'Pagina %{page}',
      previous_page: 'Vorige pagina',
      next_page: 'Volgende pagina',
      date_range: 'Van %{from} tot %{until}',
      status: {
        hidden: 'Inschrijvingen gesloten',
        deadline_passed: 'Inschrijvingen afgelopen',
        full: 'Volzet',
        ended: 'Afgelopen',
      },
      countdown: 'Inschrijven kan nog %{days} d %{hours} u %{minutes} min',
      remaining: '%{smart_count} plaats vrij |||| %{smart_count} plaatsen vrij',
      sign_in_to_register: 'Meld u aan om uw kind in te schrijven',
      register_from_parent_account:
        'Kinderen worden ingeschreven vanuit een ouderaccount: meld u aan met een ouderaccount om uw kind in te schrijven.',
      waiting_list: {
        full: 'Dit kamp is volzet: zet uw kinderen op de wachtlijst.',
        waiting: '%{smart_count} gezin wacht. |||| %{smart_count} gezinnen wachten.',
        sign_in: 'Meld u aan om op de wachtlijst te komen',
      },
      closed: {
        hidden: 'Dit kamp neemt momenteel geen inschrijvingen aan',
        deadline_passed: 'Te laat om in te schrijven: de uiterste datum is voorbij',
        full: 'Dit kamp is volzet',
        ended: 'Dit kamp is afgelopen',
      },
      from: 'Van',
      until: 'Tot',
      hours: 'Activiteiten',
      hours_range: 'van %{start} tot %{end}',
      daycare: 'Opvang',
      no_daycare: 'Geen opvang',
      address: 'Waar',
      deadline: 'Uiterste inschrijvingsdatum',
      not_found: 'Pagina niet gevonden: dit kamp of deze organisatie bestaat niet (meer)',
      coming_stages: 'Komende kampen',
      no_stages: 'Voorlopig geen komende kampen.',
      report_stage: 'Dit kamp melden',
      report_organization: 'Deze organisatie melden',
      report_reason: 'Reden',
      report_message: 'Vertel ons wat er mis is',
      report_send: 'Melding versturen',
      report_sent: 'Dank u: uw melding is bij de beheerders',
      prices: {
        title: 'Prijzen',
        price: 'Prijs van het kamp',
        social_price: 'Sociaal tarief',
        on_request:
          'Voor gezinnen met financiële steun (OCMW, UiTPAS…): vraag het aan wanneer u uw kind inschrijft; de organisator kent het toe wanneer hij de inschrijving aanvaardt.',
        self_declared:
          'Voor gezinnen met financiële steun (OCMW, UiTPAS…): het volstaat dat aan te geven wanneer u uw kind inschrijft.',
        second_child: 'Korting voor het 2de kind van het gezin',
        third_child: 'Korting voor het 3de kind en elk volgend kind',
        options: 'Opties',
        childcare: 'Opvang',
        childcare_note:
          'Opties met het label “Opvang” tellen als kosten voor kinderopvang op het fiscaal attest.',
        places_left: '%{smart_count} plaats vrij |||| %{smart_count} plaatsen vrij',
        full: 'Volzet',
      },
      report_reasons: {
        inappropriate: 'Ongepaste inhoud',
        misleading: 'Misleidende informatie',
        fraud: 'Fraude',
        safety: 'Veiligheidsprobleem',
        other: 'Andere',
      },
    },
    landing: {
      title: 'Kampen waar kinderen van groeien',
      subtitle:
        'Vind een kamp voor uw kinderen in de buurt, schrijf ze in met een paar klikken en bewaar facturen en attesten op één plek.',
      browse: 'Kampen bekijken',
      parents_title: 'Voor ouders',
      parents_text:
        'Vergelijk kampen op datum, leeftijd en plaats, schrijf uw kinderen in en betaal via overschrijving.',
      organizers_title: 'Voor organisatoren',
      organizers_text:
        'Publiceer uw kampen, volg inschrijvingen en betalingen, exporteer uw lijsten.',
      documents_title: 'Papierwerk in orde',
      documents_text:
        'Facturen, attesten voor het ziekenfonds en fiscale attesten voor kinderopvang (281.86).',
    },
  },
  errors: {
    form: {
      required: 'Dit veld is verplicht',
      invalid: 'Ongeldige waarde',
      invalid_email: 'Ongeldig e-mailadres',
      password_rule:
        'Het wachtwoord moet minstens 8 tekens lang zijn en een kleine letter, een hoofdletter, een cijfer en een speciaal teken bevatten',
      passwords_mismatch: 'De wachtwoorden komen niet overeen',
      invalid_enterprise_number: 'Ongeldig ondernemingsnummer',
      invalid_vat: 'Ongeldig btw-nummer',
      invalid_iban: 'Ongeldige IBAN',
      invalid_phone: 'Ongeldig telefoonnummer',
      at_least_one: 'Vul minstens 1 in',
      invalid_bic: 'Ongeldige BIC',
      nrn_format: 'Een rijksregisternummer telt 11 cijfers: 00.00.00-000.00',
      nrn_checksum: 'De controlecijfers kloppen niet: controleer het nummer',
      nrn_birth_date_mismatch: 'De geboortedatum komt niet overeen met het rijksregisternummer',
      nrn_sex_mismatch:
        'Het geslacht komt niet overeen met het rijksregisternummer (oneven voor een jongen, even voor een meisje)',
      birth_date_out_of_range:
        'De geboortedatum moet in het verleden liggen en hoogstens 25 jaar geleden zijn',
      date_not_past: 'De datum moet in het verleden liggen',
      read_only: 'Dit veld kan hier niet worden gewijzigd',
      fill_all_fields: 'Vul alle velden in',
      too_short: 'Te kort',
      too_long: 'Te lang',
      too_small: 'Te klein',
      too_big: 'Te groot',
      unknown_field: 'Onbekend veld',
      invalid_text: 'Deze tekst bevat niet-toegestane tekens',
      no_visible_text: 'Dit veld bevat geen zichtbaar teken',
      invalid_name:
        'Een naam bevat alleen letters, spaties, koppeltekens, apostroffen en punten na een initiaal',
    },
    auth: {
      invalid_credentials: 'Ongeldig wachtwoord of e-mailadres',
      not_authenticated: 'U moet aangemeld zijn',
      email_not_confirmed: 'U moet eerst uw e-mailadres bevestigen',
      already_has_role: 'Voor dit account is al een type gekozen',
      wrong_role: 'Uw account heeft niet de vereiste rol',
      session_expired: 'Uw sessie is verlopen, meld u opnieuw aan',
      session_revoked: 'Uw sessie is om veiligheidsredenen afgesloten, meld u opnieuw aan',
      csrf_failed: 'Aanvraag geweigerd: laad de pagina opnieuw',
      too_many_attempts: 'Te veel pogingen, probeer het over enkele minuten opnieuw',
      provider_not_configured: 'Deze aanmeldmethode is niet beschikbaar',
      social_sign_in_failed: 'Er is een fout opgetreden bij het aanmelden',
      social_email_exists:
        'Er bestaat al een account met dit adres: meld je aan met het wachtwoord',
      already_signed_in: 'U bent al aangemeld: meld u af om een ander account aan te maken',
    },
    registration: {
      email_exists: 'Er bestaat al een gebruiker met dit e-mailadres',
      confirm_failed:
        'Fout bij het bevestigen van het e-mailadres: de link is onbekend, al gebruikt of verlopen',
      already_confirmed: 'Dit e-mailadres is al bevestigd',
    },
    password_reset: {
      forbidden:
        'Wachtwoord opnieuw instellen niet toegestaan: dit account gebruikt Google of Microsoft om zich aan te melden',
      invalid_token:
        'Fout bij het opnieuw instellen van het wachtwoord: de link is onbekend, al gebruikt of verlopen',
    },
    account: { deletion_not_confirmed: 'Typ uw e-mailadres om te bevestigen' },
    route: {
      not_found: 'Dit adres bestaat niet',
      method_not_allowed: 'Deze actie is niet toegestaan op dit adres',
    },
    event_store: {
      version_conflict: 'Iemand anders heeft dit intussen gewijzigd: herlaad de pagina',
    },
    idempotency: {
      invalid_key: 'Ongeldige aanvraag-ID',
      key_reused: 'Deze aanvraag-ID werd al voor een andere aanvraag gebruikt',
      request_in_progress: 'Deze aanvraag wordt al verwerkt',
    },
    stage: {
      full: 'Dit kamp is volzet',
      deadline_passed: 'Te laat om in te schrijven',
      not_open: 'Dit kamp aanvaardt geen inschrijvingen',
      already_exists: 'Dit kamp bestaat al',
      slug_taken: 'Een ander kamp heeft al deze naam',
      invalid_dates: 'De data kloppen niet met elkaar',
      invalid_ages: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd',
      invalid_hours:
        'De uren kloppen niet: de activiteiten moeten eindigen na hun begin, en de opvang moet beginnen vóór en eindigen na de activiteiten',
      invalid_effective_days:
        'Het aantal activiteitsdagen moet minstens één zijn en mag niet hoger zijn dan het aantal dagen van het begin tot het einde van het kamp',
      not_found: 'Dit kamp bestaat niet (meer)',
      not_owner: 'U bent niet de eigenaar van dit kamp',
      ended: 'Dit kamp is afgelopen en kan niet meer worden gewijzigd',
      cost_locked:
        'De prijs ligt vast bij het aanmaken van het kamp; het sociaal tarief, de kortingen en de opties zodra een gezin een plaats heeft (nieuwe opties blijven mogelijk)',
      invalid_reduced_price:
        'Het sociaal tarief moet lager zijn dan de prijs en zeggen hoe gezinnen het krijgen',
      invalid_sibling_discounts:
        'Een korting voor broers en zussen kan niet hoger zijn dan de prijs',
      option_below_takers: 'Een optie kan niet minder plaatsen hebben dan kinderen die ze al kozen',
      places_below_registered:
        'Wijziging niet opgeslagen: het aantal plaatsen is lager dan het aantal kinderen dat al is ingeschreven',
      has_registrations:
        'Dit kamp kan niet worden verwijderd omdat er kinderen zijn ingeschreven: u kunt het wel verbergen',
      moderated:
        'Een beheerder heeft dit kamp van de site gehaald: het kan niet opnieuw worden getoond',
      plan_limit_reached:
        'U hebt het maximumaantal kampen van uw proefformule bereikt: stap over op de Gold-formule voor een onbeperkt aantal kampen',
    },
    organization: {
      not_found: 'Deze organisatie bestaat niet',
      awaiting_verification:
        'Uw organisatie wacht op controle door een beheerder: zodra ze is gecontroleerd, kunt u kampen aanmaken',
    },
    child: {
      not_found: 'Dit kind bestaat niet of werd verwijderd',
      duplicate_national_register_number:
        'Er is al een kind met dit rijksregisternummer geregistreerd',
      not_primary_parent: 'Alleen de ouder die dit kind heeft ingeschreven, kan dit doen',
      has_enrollments: 'Dit kind heeft inschrijvingen: het kan niet meer verwijderd worden',
    },
    enrollment: {
      age_out_of_range:
        'De leeftijd van het kind op de eerste dag valt buiten de leeftijden van het kamp',
      already_enrolled: 'Dit kind is al ingeschreven voor dit kamp',
      price_changed: 'De prijs van het kamp is gewijzigd: controleer hem voor u bevestigt',
      no_reduced_price: 'Dit kamp heeft geen sociaal tarief',
      reduced_price_undecided: 'Het gezin vroeg het sociaal tarief: ken het toe of weiger het',
      already_decided:
        'Deze inschrijving werd al aanvaard of geweigerd: de beslissing is definitief',
      not_primary_parent: 'Alleen de ouder die het kind heeft ingeschreven, kan het uitschrijven',
      stage_started: 'Het kamp is begonnen: uitschrijven is niet meer mogelijk',
      not_active: 'Deze inschrijving is al geweigerd of geannuleerd',
      not_found: 'Deze inschrijving bestaat niet',
      photo_consent_required:
        'Laat ons weten wat de organisatie mag doen met foto’s van dit kind voor u het inschrijft.',
      not_a_parent_account:
        'Dit adres hoort bij een account van een organisator of beheerder, niet van een ouder',
    },
    option: {
      full: 'Alle plaatsen van deze optie zijn bezet: schrijf het kind in zonder deze optie',
      unknown: 'Dit kamp biedt deze optie niet aan',
    },
    waiting_list: {
      closed: 'De organisator van dit kamp houdt geen wachtlijst bij',
      places_available: 'Er zijn plaatsen voor al deze kinderen: schrijf ze rechtstreeks in',
      already_waiting: 'Een van deze kinderen staat al op de wachtlijst van dit kamp',
      one_family: 'Een inschrijving op de wachtlijst brengt kinderen van één gezin samen',
      entry_not_found: 'Deze inschrijving op de wachtlijst bestaat niet',
      offer_expired: 'Het aanbod is verlopen: de plaatsen gingen naar het volgende gezin',
      no_offer: 'Er loopt geen aanbod van plaatsen voor deze inschrijving',
      not_waiting: 'Dit gezin wacht niet meer: het kreeg een aanbod of verliet de lijst',
      entry_closed: 'Deze inschrijving staat niet meer op de wachtlijst',
    },
    document: {
      not_issued: 'Dit document is niet uitgereikt: er is nog geen factuur of creditnota',
      not_paid: 'Het attest wordt uitgereikt zodra de factuur betaald is',
      stage_not_ended: 'Het attest wordt uitgereikt vanaf de laatste dag van het kamp',
      incomplete: 'Dit attest mist gegevens die erop moeten staan',
      not_found: 'Dit document bestaat niet',
    },
    tax_certificate: {
      year_not_over:
        'De fiscale attesten van een jaar en het Belcotax-bestand worden uitgereikt vanaf 1 januari daarna, zodra het jaar voorbij is',
    },
    attendance: {
      day_outside_stage: 'Deze dag is geen dag van het kamp',
      day_not_started:
        'Deze dag is nog niet begonnen: de aanwezigheden worden op de dag zelf genoteerd',
      day_closed: 'De aanwezigheden van een dag kunnen tot zeven dagen erna worden verbeterd',
      not_accepted:
        'Alleen kinderen van wie de inschrijving aanvaard is, kunnen aanwezig worden gemeld',
    },
    day_sheet: {
      health_closed:
        'De daglijst drukt de medische fiches van de kinderen af, die de organisatie tot 30 dagen na het einde van het kamp kan lezen: die termijn is voorbij',
    },
    message: {
      daily_limit:
        'U hebt vandaag al 10 berichten over dit kamp verstuurd: het volgende kan na middernacht vertrekken',
      no_families: 'Er is geen gezin om naar te schrijven bij deze ontvangers',
    },
    payment: {
      already_paid: 'Deze factuur is al betaald: een geregistreerde betaling is definitief',
      date_in_future: 'De datum kan niet later zijn dan vandaag',
      date_before_bill: 'De betaling kan niet vroeger zijn dan de factuurdatum',
      no_bill: 'Deze inschrijving heeft geen factuur: ze wacht nog of werd geweigerd',
      not_payable: 'Deze inschrijving werd geannuleerd: de factuur moet niet meer betaald worden',
      refund_not_due: 'Voor deze inschrijving is geen terugbetaling verschuldigd',
      already_refunded: 'De terugbetaling van deze inschrijving is al geregistreerd',
      refund_before_payment: 'De terugbetaling kan niet vroeger zijn dan de betaling',
      no_bank_account:
        'De organisator heeft nog geen bankrekening opgegeven: hij legt u uit hoe u kunt betalen',
      online_unavailable:
        'Deze factuur kan niet meer online betaald worden: betaal ze met een overschrijving, met de QR-code',
      provider_failed:
        'Stripe kon het verzoek niet verwerken: probeer het over enkele minuten opnieuw',
      invalid_signature: 'Betalingsmelding geweigerd: de handtekening is ongeldig',
      checkout_not_found: 'Deze betaling werd niet gevonden',
      amount_mismatch:
        'De online betaling komt niet overeen met het bedrag van de factuur: de organisator kijkt het na',
      not_paid_online:
        'Deze factuur werd niet online betaald: betaal ze terug met een overschrijving en registreer de terugbetaling manueel',
    },
    subscription: {
      already_active:
        'Uw formule loopt nog meer dan 60 dagen of wordt automatisch verlengd: u kunt ze verlengen in de 60 dagen voor ze afloopt',
      organizer_only:
        'Alleen een organisatie kan een formule nemen: meld u aan met het account van uw organisatie',
      payments_not_configured:
        'Online betalen is niet beschikbaar op dit platform. Ons team kan uw formule manueel activeren: neem contact met ons op',
      provider_failed:
        'De betaaldienst kon de betaling niet voorbereiden: probeer het over enkele minuten opnieuw',
      invalid_signature: 'Betalingsmelding geweigerd: de handtekening is ongeldig',
      checkout_not_found: 'Deze betaling werd niet gevonden',
      grant_in_past: 'De einddatum kan niet in het verleden liggen: kies vandaag of een latere dag',
    },
    statement: {
      unreadable:
        'Dit bestand is geen leesbaar rekeninguittreksel: stuur het CODA- of camt.053-bestand van uw bank',
      other_account:
        'Dit uittreksel hoort bij een andere rekening dan die in het profiel van uw organisatie: controleer het IBAN',
    },
    share: {
      user_not_found: 'Geen enkel account gebruikt dit e-mailadres',
      only_parent_accounts: 'U kunt uw account alleen delen met een ouderaccount',
      not_allowed:
        'Delen is niet mogelijk: dit is uw eigen account, of deze ouder heeft al toegang tot uw gezin of een lopende uitnodiging',
      link_expired: 'Deze uitnodiging is verlopen of ingetrokken: vraag een nieuwe',
      not_found: 'Deze uitnodiging of dit gedeelde account bestaat niet',
      other_account:
        'Deze uitnodiging is voor een ander account bestemd: meld u aan met het uitgenodigde account',
    },
    legal_representative: {
      not_found: 'Deze wettelijke vertegenwoordiger bestaat niet of werd verwijderd',
      in_use:
        'Deze wettelijke vertegenwoordiger kan niet worden verwijderd: er is een kind aan gekoppeld',
    },
    organization_type: {
      in_use:
        'Dit type kan niet worden verwijderd: organisaties gebruiken het, of het is standaard ingebouwd',
      exists: 'Er bestaat al een type met deze code',
    },
    file: {
      not_found: 'Dit bestand bestaat niet',
      forbidden: 'U hebt geen toegang tot dit document',
    },
    record: {
      not_found: 'Dit item bestaat niet (meer)',
    },
    request: {
      invalid: 'De aanvraag bevat fouten',
      malformed: 'Onleesbare aanvraag',
      too_large: 'Aanvraag te groot',
      unsupported_media_type: 'Formaat niet ondersteund',
      too_deep: 'Aanvraag te diep genest',
      invalid_encoding: 'Slecht gecodeerde aanvraag (UTF-8 verwacht)',
      uri_too_long: 'Adres te lang',
      headers_too_large: 'Headers van de aanvraag te groot',
      timeout: 'De aanvraag kwam te traag aan: probeer opnieuw',
    },
    upload: {
      missing: 'Kies een bestand',
      too_large: 'Dit bestand is te groot',
      type_not_allowed: 'Dit type bestand wordt niet aanvaard',
      type_mismatch: 'De inhoud van het bestand past niet bij de extensie',
      image_too_small: 'Deze afbeelding is te klein',
      unreadable: 'Dit bestand is onleesbaar of onvolledig',
      image_too_large:
        'Deze afbeelding heeft te veel pixels: hoogstens 10.000 pixels per zijde en 40 megapixels',
      quota_exceeded: 'De opslagruimte van uw organisatie is vol',
      one_file_only: 'Stuur één bestand tegelijk',
      wrong_field: 'Stuur het bestand in het formulierveld "file"',
    },
    payments_not_configured: 'Online betalen is niet beschikbaar op dit platform',
    server: { error: 'Er is een fout opgetreden, we konden uw aanvraag niet verwerken' },
  },
  resources: {
    organizations: {
      name: 'Organisatie |||| Organisaties',
      fields: { name: 'Organisatie', city: 'Gemeente', upcoming_stages: 'Komende kampen' },
    },
    stages: {
      name: 'Kamp |||| Kampen',
      fields: {
        start_from: 'Vanaf',
        end_until: 'Tot en met',
        month: 'Maand',
        open: 'Inschrijvingen open',
        remaining_places: 'Plaatsen',
        name: 'Kamp',
        'organization.name': 'Organisatie',
        city: 'Plaats',
        starts_at: 'Begin',
        ends_at: 'Einde',
        cost_cents: 'Prijs',
        ages: 'Leeftijd',
      },
      ages: '%{min} tot %{smart_count} jaar |||| %{min} tot %{smart_count} jaar',
    },
  },
};
