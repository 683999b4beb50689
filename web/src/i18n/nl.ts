import type { AppMessages } from './fr.js';

export const nl: AppMessages = {
  app: {
    name: 'Stages',
    tagline: 'Vakantie- en activiteitenkampen in België',
    menu: { home: 'Start' },
    account: {
      sign_in: 'Aanmelden',
      sign_out: 'Afmelden',
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
      invalid_bic: 'Ongeldige BIC',
      fill_all_fields: 'Vul alle velden in',
      too_short: 'Te kort',
      too_long: 'Te lang',
      too_small: 'Te klein',
      too_big: 'Te groot',
      unknown_field: 'Onbekend veld',
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
      already_exists: 'Dit kamp bestaat al',
      slug_taken: 'Een ander kamp heeft al deze naam',
      invalid_dates: 'De data kloppen niet met elkaar',
      invalid_ages: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd',
      invalid_hours:
        'De uren kloppen niet: de activiteiten moeten eindigen na hun begin, en de opvang moet beginnen vóór en eindigen na de activiteiten',
      not_found: 'Dit kamp bestaat niet (meer)',
      not_owner: 'U bent niet de eigenaar van dit kamp',
      ended: 'Dit kamp is afgelopen en kan niet meer worden gewijzigd',
      cost_locked: 'De prijs kan niet meer worden gewijzigd nadat het kamp is aangemaakt',
      places_below_registered:
        'Wijziging niet opgeslagen: het aantal plaatsen is lager dan het aantal kinderen dat al is ingeschreven',
      has_registrations:
        'Dit kamp kan niet worden verwijderd omdat er kinderen zijn ingeschreven: u kunt het wel verbergen',
      plan_limit_reached:
        'U hebt het maximumaantal kampen van uw proefformule bereikt: stap over op de Gold-formule voor een onbeperkt aantal kampen',
    },
    organization: {
      not_found: 'Deze organisatie bestaat niet',
      awaiting_verification:
        'Uw organisatie wacht op controle door een beheerder: zodra ze is gecontroleerd, kunt u kampen aanmaken',
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
    },
    upload: {
      missing: 'Kies een bestand',
      too_large: 'Dit bestand is te groot',
      type_not_allowed: 'Dit type bestand wordt niet aanvaard',
      type_mismatch: 'De inhoud van het bestand past niet bij de extensie',
      image_too_small: 'Deze afbeelding is te klein',
      unreadable: 'Dit bestand is onleesbaar of onvolledig',
    },
    server: { error: 'Er is een fout opgetreden, we konden uw aanvraag niet verwerken' },
  },
  resources: {
    stages: {
      name: 'Kamp |||| Kampen',
      fields: {
        name: 'Kamp',
        'organization.name': 'Organisatie',
        city: 'Plaats',
        starts_at: 'Begin',
        ends_at: 'Einde',
        cost_cents: 'Prijs',
        ages: 'Leeftijd',
      },
      ages: '%{min} tot %{max} jaar',
    },
  },
};
