import type { OrganizerMessages } from './fr.js';

/** A postal address's fields, in the stage form and the organization profile alike. */
const addressFields = {
  street: 'Straat',
  number: 'Nummer',
  postal_code: 'Postcode',
  city: 'Gemeente',
  country: 'Land',
};

export const organizerNl: OrganizerMessages = {
  app: {
    uploads: {
      choose: 'Een bestand kiezen',
      replace: 'Vervangen',
      open: 'Het document openen',
      sent: 'Bestand verzonden',
      image_rule:
        'Afbeelding %{types}, hoogstens %{max_mb} MB, minstens %{width} × %{height} pixels',
      file_rule: 'Bestand %{types}, hoogstens %{max_mb} MB',
    },
    stage_form: {
      dates: 'Data en uren',
      participants: 'Deelnemers',
      address: 'Waar het kamp plaatsvindt',
      cost_fixed: 'De prijs kan na het aanmaken niet meer worden gewijzigd',
      cost_locked: 'De prijs ligt vast sinds het kamp werd aangemaakt',
      waiting_list: 'Wachtlijst',
      waiting_list_help:
        'Als het kamp volzet is, kunnen gezinnen zich op de lijst zetten; elke vrijgekomen plaats wordt aan het volgende aangeboden',
      offer_hours_help:
        'Hoelang een gezin heeft om een aangeboden plaats te aanvaarden (1 tot 168 uur)',
      siblings_first_help:
        'Broers en zussen van een ingeschreven kind gaan voor op andere gezinnen',
      prices: 'Prijzen',
      charges_locked:
        'Er hebben al gezinnen een plaats, of ze staan op de wachtlijst: het sociaal tarief, de kortingen en de bestaande opties veranderen niet meer. U kunt nog opties toevoegen en het aantal plaatsen van een optie wijzigen.',
      reduced_cost_help:
        'Optioneel: de prijs voor gezinnen met financiële steun (OCMW, UiTPAS…), lager dan de prijs',
      policy: {
        on_request: 'Op aanvraag: ik beslis bij het aanvaarden van de inschrijving',
        self_declared: 'Op verklaring: het woord van het gezin volstaat',
      },
      second_help: 'Gaat af van de prijs van het 2de kind van een gezin',
      third_help:
        'Gaat af van de prijs van het 3de kind en van elk volgend kind; leeg: zoals het 2de',
      options: 'Opties',
      options_help:
        'Tot 10: opvang, maaltijden, vervoer, T-shirt… Elk gezin kiest ze bij het inschrijven van zijn kind. Alleen opvang telt mee op de fiscale attesten voor kinderopvang.',
      add_option: 'Een optie toevoegen',
      remove_option: 'Optie verwijderen',
      option: {
        label: 'Naam van de optie',
        price_cents: 'Prijs van de optie (€)',
        max: 'Plaatsen',
        max_help: 'Leeg: geen limiet',
        taken:
          'Al gekozen voor %{smart_count} kind: niet minder |||| Al gekozen voor %{smart_count} kinderen: niet minder',
        counts_as_care: 'Telt als kinderopvang',
        counts_as_care_help: 'Op het fiscaal attest',
      },
    },
    editor: {
      header: 'Alineastijl',
      normal: 'Normale tekst',
      heading: 'Kop %{level}',
      bold: 'Vet',
      italic: 'Cursief',
      underline: 'Onderstrepen',
      link: 'Link',
      list_ordered: 'Genummerde lijst',
      list_bullet: 'Lijst met opsommingstekens',
      clean: 'Opmaak wissen',
      visit_link: 'Link:',
      enter_link: 'Linkadres:',
      edit_link: 'Bewerken',
      remove_link: 'Verwijderen',
      save_link: 'Opslaan',
    },
    stages: {
      create: 'Een kamp aanmaken',
      hide: 'Verbergen',
      show: 'Tonen',
      hidden: 'Het kamp is verborgen: er zijn geen inschrijvingen meer mogelijk',
      shown: 'Het kamp wordt getoond en staat open voor inschrijvingen',
      public_state: 'Op de site',
      states: {
        visible: 'Getoond',
        hidden: 'Verborgen',
        moderated: 'Offline gehaald door een beheerder',
      },
      enrollments: 'Inschrijvingen',
      export_year: 'Een jaar exporteren (Excel)',
      places_left:
        '%{smart_count} plaats vrij van %{max} |||| %{smart_count} plaatsen vrij van %{max}',
      hide_title: '"%{name}" verbergen?',
      hide_content:
        'Het kamp verdwijnt van de openbare site en neemt geen inschrijvingen meer aan tot u het opnieuw toont.',
      taken_down:
        'Een beheerder heeft dit kamp van de openbare site gehaald: er zijn geen inschrijvingen mogelijk en u kunt het zelf niet opnieuw tonen.',
      taken_down_reason: 'Opgegeven reden: %{reason}',
      actions: 'Acties',
      edit_title: 'Een kamp bewerken',
      public_page: 'Openbare pagina van het kamp bekijken',
    },
    organization: {
      settings: 'Mijn organisatie',
      saved: 'Profiel opgeslagen',
      verified: 'Uw organisatie is geverifieerd: u kunt kampen publiceren.',
      errors_on_tab:
        'Enkele velden op het tabblad "%{tab}" moeten worden verbeterd voor het opslaan',
      enterprise_hint: 'Niet verplicht voor een feitelijke vereniging',
      tabs: {
        profile: 'Profiel',
        documents: 'Documenten',
        legal: 'Wettelijk vertegenwoordiger',
        stages: 'Kampen',
        children: 'Kinderen',
        payments: 'Online betalen',
        account: 'Account',
      },
      tax_section: 'Fiscale attesten voor kinderopvang (281.86)',
      responsible_section: 'Verantwoordelijke persoon',
      certification_a: 'a. Kind en Gezin / Opgroeien, ONE of de Duitstalige Gemeenschap',
      certification_b: 'b. Lokale, gemeenschaps- of gewestelijke openbare besturen',
      certification_c: 'c. Buitenlandse openbare instellingen in de EER',
      certification_d: 'd. Verbonden aan een school',
    },
    children: {
      add: 'Een kind toevoegen',
      edit: 'Wijzigen',
      name: 'Naam',
      actions: 'Acties',
      years: '%{smart_count} jaar |||| %{smart_count} jaar',
      back: 'Terug naar mijn kinderen',
      sections: {
        personal: 'Persoonlijke gegevens',
        medical: 'Medische gegevens',
        doctor: 'Huisarts',
        photos: 'Foto’s',
        address: 'Adres',
      },
      section_refused: '(te verbeteren)',
      sexes: { male: 'Jongen', female: 'Meisje', other: 'Anders' },
      photo_consents: {
        yes: 'Ja, op alle foto’s',
        group_only: 'Alleen groepsfoto’s, geen portretten',
        no: 'Nee, geen foto’s',
      },
      photo_consent_hint:
        'Wat de organisatie mag doen met foto’s van het kamp (website, sociale media, herinneringen).',
      photo_mark: 'Foto’s: %{answer}',
      photo_consent_unanswered: 'Nee (nog niet beantwoord)',
      nrn_hint: 'Op de achterkant van de identiteitskaart van het kind (Kids-ID): 00.00.00-000.00',
      no_legal_representative: 'Geen',
      no_legal_representatives:
        'Uw gezin heeft nog geen wettelijke vertegenwoordiger: het kind kan zonder worden bewaard.',
      health_private: 'Alleen uw gezin ziet deze gegevens; ze worden apart bewaard.',
    },
    legal_representatives: {
      title: 'Wettelijke vertegenwoordigers',
      intro:
        'De personen die u als wettelijke vertegenwoordiger van uw kinderen kunt aanduiden: het fiscaal attest voor kinderopvang (281.86) wordt op hun naam opgemaakt.',
      add: 'Een wettelijke vertegenwoordiger toevoegen',
      edit: 'Wijzigen',
      back: 'Terug naar mijn kinderen',
      name: 'Naam',
      actions: 'Acties',
      search: 'Zoeken op naam',
      none: 'Nog geen wettelijke vertegenwoordiger.',
      no_match: 'Geen wettelijke vertegenwoordiger komt overeen met "%{search}".',
      range: '%{from}–%{to} van %{total}',
      pager: "Pagina's met wettelijke vertegenwoordigers",
      previous: 'Vorige pagina',
      next: 'Volgende pagina',
      fields: {
        first_name: 'Voornaam',
        last_name: 'Naam',
        national_register_number: 'Rijksregisternummer',
      },
      tax_certificate:
        'De wettelijke vertegenwoordiger is de persoon die het fiscaal attest voor kinderopvang (281.86) als schuldenaar vermeldt: zijn of haar rijksregisternummer moet juist zijn om het attest in de belastingaangifte te laten meetellen.',
      nrn_hint: 'Op de achterkant van de identiteitskaart: 00.00.00-000.00',
      page: {
        create: 'Een wettelijke vertegenwoordiger toevoegen',
        edit: '"%{name}" wijzigen',
        not_found: 'Wettelijke vertegenwoordiger niet gevonden',
      },
      notifications: {
        created: 'Wettelijke vertegenwoordiger toegevoegd: %{name}',
        updated: 'Wijzigingen bewaard voor %{name}',
        deleted: 'Wettelijke vertegenwoordiger verwijderd: %{name}',
      },
      delete: {
        title: '"%{name}" verwijderen?',
        content:
          'Deze persoon kan niet meer op de fiches van uw kinderen worden vermeld. Zolang een kind naar deze persoon verwijst, kan ze niet worden verwijderd: wijzig eerst de fiche van het kind.',
      },
    },
    price_lines: {
      label: 'Prijsdetail',
      total: 'Totaal',
      offer_total: 'Totaal voor alle kinderen: %{price}',
      stage: 'Prijs van het kamp',
      social_price: 'Sociaal tarief',
      sibling_discount: 'Korting broers en zussen',
      standing: {
        asked: 'Sociaal tarief gevraagd',
        declared: 'Sociaal tarief verklaard',
        granted: 'Sociaal tarief toegekend',
        refused: 'Sociaal tarief geweigerd',
      },
    },
    place_choice: {
      options: 'Opties',
      childcare: 'opvang',
      full: 'volzet',
      places_left: '%{smart_count} plaats vrij |||| %{smart_count} plaatsen vrij',
      not_enough:
        'niet genoeg plaatsen (%{smart_count} vrij) |||| niet genoeg plaatsen (%{smart_count} vrij)',
      financial_support: 'Ons gezin krijgt financiële steun (OCMW, UiTPAS met kansentarief…)',
      on_request:
        'Sociaal tarief: %{price} in plaats van %{amount}. De organisator beslist wanneer hij de inschrijving aanvaardt; weigert hij het, dan geldt de gewone prijs.',
      self_declared:
        'Sociaal tarief: %{price} in plaats van %{amount}. Uw verklaring volstaat: het geldt vanaf de inschrijving.',
      grant: 'Het sociaal tarief toekennen',
      grant_help:
        'Sociaal tarief: %{price} in plaats van %{amount}, voor een gezin dat financiële steun krijgt. De e-mail aan de ouder vermeldt dat het is toegekend.',
    },
    enrollments: {
      register: 'Mijn kind inschrijven',
      which_child: 'Welk kind?',
      photo_question:
        'Foto’s van %{name}: laat ons weten wat de organisatie mag doen met foto’s van het kamp.',
      years: '%{smart_count} jaar |||| %{smart_count} jaar',
      confirm_terms:
        'Van %{start} tot %{end}. De aanvraag houdt een plaats vast tot de organisator antwoordt.',
      confirm: 'De inschrijving bevestigen',
      requested:
        'Aanvraag verstuurd: de inschrijving van %{name} wacht op de bevestiging van de organisator.',
      see_mine: 'Mijn inschrijvingen bekijken',
      no_child: 'Voeg eerst de fiche van uw kind toe.',
      add_child: 'Een kind toevoegen',
      child: 'Kind',
      stage: 'Kamp',
      organization: 'Organisatie',
      dates: 'Data',
      status_label: 'Status',
      actions: 'Acties',
      status: {
        pending: 'Wacht op bevestiging',
        accepted: 'Aanvaard',
        rejected: 'Geweigerd',
        cancelled: 'Uitgeschreven',
      },
      filters: { all: 'Alle', child: 'Kind', status: 'Status', year: 'Jaar' },
      unenrol: {
        action: 'Uitschrijven',
        title: '%{name} uitschrijven?',
        content:
          '%{name} neemt niet deel aan %{stage} en de plaats komt vrij. De organisator wordt verwittigd.',
        done: {
          male: '%{name} is uitgeschreven',
          female: '%{name} is uitgeschreven',
          other: '%{name} is uitgeschreven',
        },
      },
    },
    bills: {
      title: 'Facturen en inschrijvingen',
      intro:
        'De inschrijvingen van uw kinderen en, zodra ze aanvaard zijn, hun factuur: bedrag, vervaldag en betaling. De factuur, de creditnota en het attest voor het ziekenfonds downloadt u op elke regel.',
      load_failed: 'Fout aan de serverkant, probeer later opnieuw',
      invoice_number: 'Factuur',
      invoice: 'Factuur %{number}',
      documents: {
        label: 'Documenten',
        invoice: 'Factuur %{number}',
        credit_note: 'Creditnota %{number}',
        mutual_certificate: 'Attest ziekenfonds',
        short: {
          invoice: '%{number}',
          credit_note: '%{number}',
          mutual_certificate: 'Ziekenfonds',
        },
      },
      amount: 'Bedrag',
      issued_on: 'Uitgereikt op',
      due_date: 'Vervaldag',
      due_on: 'Te betalen tegen %{date}',
      payment: 'Betaling',
      payment_status: 'Betaling',
      payment_date: 'Betaaldatum',
      date_unfinished: 'Typ een volledige datum',
      date_in_future: 'De datum kan niet na vandaag liggen',
      paid_before_bill: 'De betaling kan niet vóór de factuur liggen, uitgereikt op %{date}',
      paid_before_bills:
        'De betaling kan niet vóór de laatste factuur liggen, uitgereikt op %{date}',
      refunded_before_payment:
        'De terugbetaling kan niet vóór de betaling liggen, ontvangen op %{date}',
      refund_date: 'Datum van terugbetaling',
      paid_on: 'Betaald op %{date}',
      refunded_on: 'Terugbetaald op %{date}',
      paid_by_on: 'Betaald met %{payment} op %{date}',
      payment_methods: {
        manual: 'manueel',
        statement: 'bankafschrift',
        bancontact: 'Bancontact',
        card: 'kaart',
      },
      status: {
        unpaid: 'Te betalen',
        overdue: 'Vervallen',
        paid: 'Betaald',
        refund_due: 'Terug te betalen',
        refunded: 'Terugbetaald',
        cancelled: 'Geannuleerd',
      },
      filters: { payment_status: 'Betaling', stage: 'Kamp', year: 'Jaar' },
      totals: {
        label: 'Totalen',
        due_cents: 'Te ontvangen',
        overdue_cents: 'Waarvan vervallen',
        paid_cents: 'Ontvangen',
        refund_due_cents: 'Terug te betalen',
      },
      pay: {
        action: 'Betalen',
        title: 'Het kamp van %{name} betalen: %{stage}',
        overdue: 'De vervaldag is verstreken: gelieve zo snel mogelijk te betalen.',
        no_account:
          'De organisator heeft geen bankrekening opgegeven: hij legt u uit hoe u kunt betalen.',
        qr_alt: 'QR-code van de overschrijving',
        qr_help: 'Scan deze code met de app van uw bank: de overschrijving is al ingevuld.',
        load_failed:
          'De betaalgegevens van deze factuur konden niet gelezen worden. Sluit dit venster en probeer het zo meteen opnieuw.',
        qr_failed:
          'De QR-code kon niet getoond worden, probeer later opnieuw. U kunt ook overschrijven met de gegevens hieronder.',
        beneficiary: 'Begunstigde',
        iban: 'IBAN',
        bic: 'BIC',
        communication: 'Mededeling',
        communication_help:
          'Vermeld zeker de gestructureerde mededeling: zo herkent de organisator uw betaling.',
        copy: 'De mededeling kopiëren',
        copied: 'Mededeling gekopieerd',
        copy_failed: 'Kopiëren lukt niet: typ de mededeling over',
      },
      mark_paid: {
        action: 'Als betaald markeren',
        title: 'De factuur van %{name} als betaald markeren?',
        content:
          'Factuur %{invoice}, %{amount}. Geef de dag waarop de betaling ontvangen werd. Deze beslissing is definitief: ze kan niet ongedaan gemaakt worden.',
        done: 'Factuur van %{name} als betaald gemarkeerd',
        bulk_action: 'Als betaald markeren',
        bulk_title:
          '%{smart_count} factuur als betaald markeren? |||| %{smart_count} facturen als betaald markeren?',
        bulk_content:
          'Dezelfde betaaldag geldt voor elke factuur. Deze beslissing is definitief: ze kan niet ongedaan gemaakt worden.',
        bulk_done:
          '%{smart_count} factuur van %{total} als betaald gemarkeerd |||| %{smart_count} facturen van %{total} als betaald gemarkeerd',
        bulk_failed: '%{marked}; niet die van %{names} |||| %{marked}; niet die van %{names}',
      },
      refund: {
        action: 'Terugbetaling registreren',
        title: 'De terugbetaling aan %{name} registreren?',
        content:
          'Geef de dag waarop u %{amount} terugbetaald hebt. Deze beslissing is definitief: ze kan niet ongedaan gemaakt worden.',
        done: 'Terugbetaling aan %{name} geregistreerd',
      },
      online: {
        pay: 'Online betalen (Bancontact, kaart)',
        pay_short: 'Online betalen',
        or_transfer: 'of met een overschrijving:',
        waiting_title: 'Betaling wordt bevestigd',
        waiting_text:
          'Uw betaling wordt bevestigd… Deze pagina werkt zichzelf bij: meestal duurt dat maar enkele seconden.',
        checking: 'Betaling nakijken',
        paid_title: 'Bedankt voor uw betaling',
        received_on: 'Betaling ontvangen op %{date}',
        received: 'Betaling ontvangen',
        paid_text: 'De factuur is betaald: u vindt ze met haar documenten bij uw facturen.',
        not_found_title: 'Betaling niet gevonden',
        not_found_text:
          'We vinden op dit adres geen betaling voor uw gezin. Uw facturen tonen wat nog te betalen is.',
        failed_title: 'Betaling niet voltooid',
        failed_text: 'De betaling is mislukt, probeer het opnieuw',
        nothing_charged:
          'Er werd niets aangerekend. U kunt ook met een overschrijving betalen vanuit uw facturen.',
        try_again: 'Opnieuw proberen',
        see_bills: 'Mijn facturen bekijken',
      },
      online_refund: {
        action: 'Terugbetalen via Stripe',
        title: 'De betaling van %{name} terugbetalen via Stripe?',
        content:
          'Stripe betaalt %{amount} terug op de kaart of rekening waarmee betaald werd. De factuur staat als terugbetaald zodra Stripe het bevestigt, meestal binnen enkele ogenblikken. Deze beslissing is definitief.',
        done: 'Terugbetaling gevraagd aan Stripe; de factuur staat als terugbetaald zodra Stripe het bevestigt',
      },
    },
    online_payments: {
      title: 'Online betalen',
      intro: 'Ouders kunnen hun facturen online betalen, met Bancontact of met een kaart.',
      money:
        'Het geld gaat rechtstreeks naar het eigen Stripe-account van uw organisatie: het gaat nooit via het platform.',
      fees: 'Stripe rekent zijn eigen kosten aan op elke betaling; voor Belgische kaarten en Bancontact, zie',
      pricing: 'de tarieven van Stripe',
      transfer: 'Overschrijven met de QR-code blijft mogelijk voor gezinnen die dat verkiezen.',
      new_tab: '(opent in een nieuw tabblad)',
      loading: 'De toestand van uw Stripe-account lezen',
      not_configured: 'Online betalen is niet beschikbaar op deze server.',
      not_connected:
        'Koppel het Stripe-account van uw organisatie, of maak er een aan: Stripe vraagt wie u bent en op welke bankrekening het geld gestort moet worden.',
      connect: 'Stripe koppelen',
      unfinished:
        'Rond de instelling van uw account bij Stripe af: gezinnen kunnen online betalen zodra Stripe het geactiveerd heeft.',
      checking:
        'Stripe controleert de gegevens van uw account: gezinnen kunnen online betalen zodra Stripe het geactiveerd heeft. Vraagt Stripe u nog iets, vul het dan bij Stripe aan.',
      enabled: 'Online betalen actief',
      enabled_text: 'Gezinnen zien de knop "Online betalen" naast hun te betalen facturen.',
      account: 'Stripe-account: %{reference}',
      dashboard: 'Het dashboard van Stripe openen',
      review: {
        title: 'Na te kijken betalingen',
        intro:
          'Deze betalingen kwamen binnen bij Stripe, maar konden niet als betaling van hun factuur geregistreerd worden. Betaal ze terug of regel ze met het gezin vanuit het dashboard van Stripe.',
        received_at: 'Ontvangen op',
        child: 'Kind',
        stage: 'Kamp',
        invoice: 'Factuur',
        expected: 'Verwacht',
        received: 'Ontvangen',
        issue: 'Probleem',
        amounts: 'Verwacht %{amount}, ontvangen %{price}',
        issues: {
          amount_mismatch: 'Ander bedrag dan de factuur',
          currency_mismatch: 'Niet in euro',
          paid_twice: 'Factuur al betaald: het bedrag moet terug',
          not_payable: 'Inschrijving geannuleerd vóór de betaling: het bedrag moet terug',
        },
      },
    },
    payments: {
      title: 'Betalingen',
      tabs: { bills: 'Facturen', statements: 'Rekeninguittreksels' },
    },
    statements: {
      intro:
        'Importeer het rekeninguittreksel van uw bank (CODA of camt.053): elke overschrijving met de gestructureerde mededeling en het bedrag van een factuur markeert die als betaald.',
      import: 'Een rekeninguittreksel importeren',
      file: 'Bestand van het rekeninguittreksel (CODA of camt.053)',
      report: 'Resultaat van de import',
      report_title: 'Import van "%{name}"',
      imported_before: 'Dit uittreksel werd al eerder geïmporteerd: er is niets veranderd.',
      counts: '%{credits_read} en %{debits_read} gelezen; %{outcome}.',
      credits_read: '%{smart_count} creditering |||| %{smart_count} crediteringen',
      debits_read: '%{smart_count} debitering |||| %{smart_count} debiteringen',
      to_examine:
        '%{smart_count} creditering na te kijken |||| %{smart_count} crediteringen na te kijken',
      matched:
        '%{smart_count} factuur als betaald gemarkeerd |||| %{smart_count} facturen als betaald gemarkeerd',
      unmatched:
        '%{smart_count} niet gekoppelde creditering |||| %{smart_count} niet gekoppelde crediteringen',
      booking_date: 'Boekingsdatum',
      credit: 'Overschrijving',
      reason: 'Reden',
      names_bill: 'Factuur %{invoice} (%{name}, %{amount})',
      reasons: {
        no_communication: 'Geen gestructureerde mededeling',
        unknown_communication: 'Onbekende mededeling',
        amount_short: 'Minder dan de factuur',
        amount_over: 'Meer dan de factuur',
        already_paid: 'Factuur al betaald',
        already_imported: 'Beweging al geïmporteerd',
        not_payable: 'Inschrijving geannuleerd: de factuur moet niet meer betaald worden',
        other_currency: 'Niet in euro: facturen worden in euro betaald',
        date_before_bill:
          'Ontvangen voordat de factuur werd uitgereikt: het kan niet de betaling ervan zijn',
        date_in_future: 'Gedateerd op een dag die nog moet komen: geen betaling kan dat zijn',
      },
      mark_by_hand: 'Met de hand als betaald markeren',
      marked_by_hand: 'Als betaald gemarkeerd',
      past: 'Vorige imports',
      none: 'Nog geen rekeninguittreksel geïmporteerd.',
      summary: '%{bills_matched}, %{credits_to_examine}',
    },
    organization_children: {
      intro:
        'De kinderen die voor uw kampen ingeschreven zijn, in afwachting of aanvaard. Hun medische fiche is in te zien zolang het kind ingeschreven is en tot 30 dagen na het einde van zijn laatste kamp bij u; elke inzage wordt vastgelegd en de ouders zien ze.',
      stage: 'Kamp',
      child: 'Kind',
      stages: 'Kampen',
      parent: 'Hoofdouder',
      sheet: 'Medische fiche',
      years: '%{smart_count} jaar |||| %{smart_count} jaar',
      status: { pending: 'In afwachting', accepted: 'Aanvaard' },
      available: 'In te zien',
      closed: 'Gesloten',
      open_sheet: 'Fiche van %{name} bekijken',
      close: 'Sluiten',
      identity: 'Identiteit',
      recorded:
        'Deze inzage wordt vastgelegd: de ouders van het kind zien welke organisatie de fiche inkeek, en wanneer.',
      available_until: 'In te zien tot %{date}',
      not_available:
        'De medische fiche is niet meer in te zien: dat kan zolang het kind voor een van uw kampen ingeschreven is, en tot 30 dagen na het einde van het laatste.',
      not_found: 'Dit kind is niet ingeschreven voor uw kampen.',
      no_sheet: 'De ouders hebben nog geen medische fiche ingevuld.',
      yes: 'Ja',
      no: 'Nee',
      doctor: 'Huisarts',
    },
    child_health_views: {
      title: 'Wie de medische fiche inkeek',
      intro:
        'De organisaties waar uw kind ingeschreven is, lezen de medische fiche zolang het kind ingeschreven is en tot 30 dagen na het einde van het kamp; de beheerders van het platform kunnen ze ook lezen. Elke inzage staat hier.',
      none: 'Niemand heeft de medische fiche al ingekeken.',
      total: '%{smart_count} inzage |||| %{smart_count} inzages',
      organization: 'Organisatie: %{name}',
      organization_deleted: 'Een organisatie waarvan de account verwijderd is',
      administrators: 'De beheerders van het platform',
      by: 'door %{name}',
      deleted_viewer: 'een verwijderde account',
    },
    waiting_list: {
      family_title: 'Wachtlijsten',
      status: {
        waiting: 'Wacht',
        offered: 'Plaats aangeboden',
        accepted: 'Aanbod aanvaard',
        declined: 'Aanbod geweigerd',
        expired: 'Aanbod verlopen',
        left: 'Lijst verlaten',
        removed: 'Verwijderd door de organisator',
      },
      position: 'Plaats %{position} op de lijst',
      offer_until:
        'Er wordt u een plaats aangeboden tot %{deadline}, voor %{price} |||| Er worden u plaatsen aangeboden tot %{deadline}, voor %{price}',
      offer_ran_out: 'Het aanbod is verlopen: de plaatsen gaan naar het volgende gezin',
      countdown: 'Nog %{days} d %{hours} u %{minutes} min om te antwoorden',
      removal_reason: 'Bericht van de organisator: %{reason}',
      join: 'Op de wachtlijst zetten',
      which_children: 'Welke kinderen op de wachtlijst zetten?',
      join_terms:
        'Prijs: %{price} per kind. De gekozen kinderen wachten samen: er worden plaatsen aangeboden aan allemaal of aan geen. Komen er plaatsen vrij, dan hebt u %{smart_count} uur om het aanbod te aanvaarden. |||| Prijs: %{price} per kind. De gekozen kinderen wachten samen: er worden plaatsen aangeboden aan allemaal of aan geen. Komen er plaatsen vrij, dan hebt u %{smart_count} uur om het aanbod te aanvaarden.',
      see_mine: 'Mijn inschrijvingen bekijken',
      on_stage: {
        waiting: 'Uw gezin staat op de wachtlijst van dit kamp.',
        offered: 'Er wordt u een plaats aangeboden in dit kamp: aanvaard ze via uw inschrijvingen.',
      },
      accept: {
        action: 'Aanvaarden',
        title:
          'De plaats voor %{children} aanvaarden? |||| De plaatsen voor %{children} aanvaarden?',
        content:
          'Elk kind wordt ingeschreven voor %{stage}, voor %{price} in totaal, en de organisator bevestigt de inschrijving zoals elke aanvraag.',
        done: 'Aanbod aanvaard: %{children} is ingeschreven |||| Aanbod aanvaard: %{children} zijn ingeschreven',
      },
      decline: {
        action: 'Weigeren',
        title: 'Het aanbod voor %{children} weigeren?',
        content:
          'De plaats gaat naar het volgende gezin en uw gezin verlaat de wachtlijst. Dit kan niet ongedaan worden gemaakt. |||| De plaatsen gaan naar het volgende gezin en uw gezin verlaat de wachtlijst. Dit kan niet ongedaan worden gemaakt.',
        done: 'Aanbod geweigerd',
      },
      leave: {
        action: 'Lijst verlaten',
        title: 'De wachtlijst verlaten voor %{children}?',
        content: 'Uw gezin verliest zijn plaats op de wachtlijst voor %{of_stage}.',
        done: 'U hebt de wachtlijst verlaten',
      },
    },
    stage_waiting_list: {
      order:
        'Vrijgekomen plaatsen worden in de volgorde van de lijst aangeboden: het tijdstip van inschrijving, broers en zussen van een ingeschreven kind eerst als het kamp dat voorziet. Een gezin met meerdere kinderen krijgt pas een aanbod als er plaats is voor allemaal: het houdt zijn plaats terwijl de volgende gezinnen, die in de vrije plaatsen passen, een aanbod krijgen. Elk aanbod verloopt na de termijn van het kamp.',
      position: 'Plaats',
      rank: 'nr. %{position}',
      children: 'Kinderen',
      joined_at: 'Ingeschreven op',
      sibling: 'Broer of zus ingeschreven',
      until: 'Tot %{deadline}',
      out_of_order: 'Buiten de volgorde aangeboden: %{reason}',
      held: '%{smart_count} plaats aangeboden, in afwachting van een antwoord |||| %{smart_count} plaatsen aangeboden, in afwachting van een antwoord',
      waiting: '%{smart_count} gezin wacht |||| %{smart_count} gezinnen wachten',
      reason: 'Reden',
      offer: {
        action: 'Nu aanbieden',
        title:
          'Nu een plaats aanbieden aan %{children}? |||| Nu plaatsen aanbieden aan %{children}?',
        content:
          'Het aanbod gaat voor op de volgorde van de lijst, en boven het aantal plaatsen als er geen vrij is. Het gezin krijgt het aanbod per e-mail en heeft de termijn van het kamp om het te aanvaarden.',
        reason_help: 'Waarom dit gezin voorgaat: bewaard in de geschiedenis. 3 tot 500 tekens.',
        done: 'Aanbod verstuurd',
      },
      remove: {
        action: 'Verwijderen',
        title: '%{children} van de wachtlijst verwijderen?',
        content:
          'Het gezin wordt per e-mail verwittigd, met uw bericht. Een aangeboden plaats gaat naar het volgende gezin.',
        reason_help: 'Uw bericht aan het gezin. 3 tot 500 tekens.',
        done: 'Van de wachtlijst verwijderd',
      },
    },
    attendance: {
      previous_day: 'Vorige dag',
      next_day: 'Volgende dag',
      today: 'Vandaag',
      count: '%{smart_count} aanwezig van %{total} |||| %{smart_count} aanwezig van %{total}',
      not_taken: 'Aanwezigheden nog niet opgenomen die dag',
      no_children: 'Nog geen aanvaarde kinderen op dit kamp.',
      not_started: 'De aanwezigheden van deze dag worden vanaf die dag zelf opgenomen.',
      closed: 'Deze dag is afgesloten: aanwezigheden kunnen tot 7 dagen erna verbeterd worden.',
      saving: 'Opslaan…',
      saved: 'Opgeslagen om %{time}',
      failed: 'Niet opgeslagen: %{reason}',
      retry: 'Opnieuw proberen',
      allergies: 'Allergie: zie de daglijst',
      medications: 'Medicatie: zie de daglijst',
      day_sheet: 'Daglijst (pdf)',
      years: '%{smart_count} jaar |||| %{smart_count} jaar',
    },
    stage_messages: {
      write: 'Schrijf de gezinnen',
      intro:
        'Elk gekozen gezin krijgt uw bericht één keer per e-mail, op het adres van elk van zijn ouders, in naam van uw organisatie: hun antwoorden komen toe op het e-mailadres van uw organisatie. Hoogstens 10 berichten per dag voor dit kamp.',
      subject: 'Onderwerp',
      body: 'Bericht',
      body_help: 'Gewone tekst: regeleinden blijven behouden, links zijn niet klikbaar.',
      audience: 'Ontvangers',
      audiences: {
        accepted: 'Aanvaarde inschrijvingen',
        pending: 'Te beslissen inschrijvingen',
        waiting: 'Wachtlijst',
        all: 'Al deze gezinnen',
      },
      audience_help: {
        accepted: 'Gezinnen met minstens één ingeschreven en aanvaard kind.',
        pending: 'Gezinnen met een inschrijving die nog op uw beslissing wacht.',
        waiting: 'Gezinnen op de wachtlijst, of hun nu plaatsen aangeboden zijn of niet.',
        all: 'Aanvaarde gezinnen, te beslissen gezinnen en gezinnen op de wachtlijst, elk één keer; nooit geweigerde of uitgeschreven gezinnen.',
      },
      send: 'Versturen',
      sent: 'Bericht verstuurd naar %{smart_count} gezin |||| Bericht verstuurd naar %{smart_count} gezinnen',
      empty:
        'Nog geen bericht verstuurd over dit kamp. Gezinnen krijgen ze per e-mail en vinden ze terug bij hun inschrijvingen.',
      list: 'Verstuurde berichten',
      families: '%{smart_count} gezin |||| %{smart_count} gezinnen',
      sent_by: 'Verstuurd door %{name}',
    },
    family_messages: {
      open: '%{smart_count} bericht |||| %{smart_count} berichten',
      title: 'Berichten over %{stage}',
      title_no_stage: 'Berichten van de organisator',
    },
    stage_enrollments: {
      title: 'Inschrijvingen van het kamp',
      tabs: {
        enrollments: 'Inschrijvingen',
        attendance: 'Aanwezigheden',
        'waiting-list': 'Wachtlijst',
        messages: 'Berichten',
        history: 'Geschiedenis',
      },
      held: '%{smart_count} inschrijving in afwachting of aanvaard |||| %{smart_count} inschrijvingen in afwachting of aanvaard',
      export: 'Exporteren (Excel)',
      zip_invoices: 'Alle facturen (ZIP)',
      zip_certificates: 'Alle attesten ziekenfonds (ZIP)',
      no_invoices:
        'Dit kamp heeft nog geen factuur: die wordt uitgereikt wanneer u een inschrijving aanvaardt.',
      no_certificates:
        'Dit kamp heeft nog geen attest voor het ziekenfonds: dat wordt uitgereikt zodra de factuur betaald is, vanaf de laatste dag van het kamp.',
      add_child: 'Een kind inschrijven',
      edit: 'Het kamp bewerken',
      age: 'Leeftijd op dag 1',
      parent: 'Ouder',
      requested_at: 'Aangevraagd op',
      options: 'Opties: %{names}',
      social_price: {
        question:
          'Het gezin vraagt het sociaal tarief: %{price} in plaats van %{amount}. Ken het toe of weiger het: in beide gevallen wordt de inschrijving aanvaard en krijgt de ouder een bevestiging per e-mail.',
        final: 'Deze beslissing is definitief: ze kan niet ongedaan worden gemaakt.',
        grant: 'Sociaal tarief toekennen',
        refuse: 'Sociaal tarief weigeren',
        granted_done: 'Inschrijving van %{name} aanvaard tegen sociaal tarief',
        refused_done: 'Inschrijving van %{name} aanvaard, zonder sociaal tarief',
      },
      accept: {
        action: 'Aanvaarden',
        title: 'De inschrijving van %{name} aanvaarden?',
        content:
          'De ouder krijgt een bevestiging per e-mail. Deze beslissing is definitief: ze kan niet ongedaan worden gemaakt.',
        done: 'Inschrijving van %{name} aanvaard',
        bulk_action: 'Aanvaarden',
        bulk_title:
          '%{smart_count} inschrijving in afwachting aanvaarden? |||| %{smart_count} inschrijvingen in afwachting aanvaarden?',
        bulk_content:
          'Elke ouder krijgt een bevestiging per e-mail. Deze beslissing is definitief: ze kan niet ongedaan worden gemaakt.',
        bulk_only_social_price:
          'Aanvragen voor het sociaal tarief aanvaardt u een voor een, om over het tarief te beslissen.',
        bulk_content_social_price:
          'Aanvragen voor het sociaal tarief vallen erbuiten: aanvaard ze een voor een om over het tarief te beslissen. Elke ouder krijgt een bevestiging per e-mail. Deze beslissing is definitief: ze kan niet ongedaan worden gemaakt.',
      },
      reject: {
        action: 'Weigeren',
        title: 'De inschrijving van %{name} weigeren?',
        content:
          'De plaats komt vrij en de ouder wordt per e-mail verwittigd. Deze beslissing is definitief: ze kan niet ongedaan worden gemaakt.',
        done: 'Inschrijving van %{name} geweigerd',
        bulk_action: 'Weigeren',
        bulk_title:
          '%{smart_count} inschrijving in afwachting weigeren? |||| %{smart_count} inschrijvingen in afwachting weigeren?',
        bulk_content:
          'De plaatsen komen vrij en elke ouder wordt per e-mail verwittigd. Deze beslissing is definitief: ze kan niet ongedaan worden gemaakt.',
        reason: 'Bericht aan de ouder (optioneel)',
        reason_help: 'Bijvoorbeeld de reden van de weigering. Hoogstens 500 tekens.',
      },
      bulk_done:
        '%{smart_count} inschrijving van %{total} beslist |||| %{smart_count} inschrijvingen van %{total} beslist',
      history: { when: 'Wanneer', what: 'Beslissing', who: 'Door' },
      decisions: {
        requested: 'Aanvraag',
        accepted: 'Aanvaard',
        rejected: 'Geweigerd',
        cancelled: 'Uitschrijving',
        paid: 'Betaling',
        refunded: 'Terugbetaling',
      },
      roles: {
        parent: 'ouder',
        organization: 'organisator',
        administrator: 'beheerder',
        system: 'platform',
      },
    },
    stage_add_child: {
      title: 'Een kind inschrijven',
      title_for: 'Een kind inschrijven: %{name}',
      intro:
        'Voor een inschrijving per telefoon of op papier: ze wordt meteen aanvaard en neemt een plaats in. Een ouder met een account vindt het kind terug in het gezin; een ouder zonder account krijgt een e-mail om het zijne te openen.',
      parent_section: 'De ouder',
      child_section: 'Het kind',
      parent_email_hint:
        'Gebruikt een account dit adres, dan komt het kind in dat gezin. U ziet er verder niets van.',
      parent_language_hint: 'De taal van de e-mails aan de ouder',
      organization_language: 'De taal van de organisatie',
      nrn_hint:
        'Op de identiteitskaart van het kind (Kids-ID) of het klevertje van het ziekenfonds',
      place_section: 'De plaats',
      price: 'Wat het gezin zal betalen',
      sibling_note:
        'Heeft het gezin al een broer of zus ingeschreven voor dit kamp, dan gaat de korting ervan af bij het opslaan.',
      fields: {
        parent_email: 'E-mailadres van de ouder',
        parent_first_name: 'Voornaam van de ouder',
        parent_last_name: 'Naam van de ouder',
        parent_language: 'Taal van de ouder',
        child_first_name: 'Voornaam',
        child_last_name: 'Naam',
        child_birth_date: 'Geboortedatum',
        child_sex: 'Geslacht',
        child_national_register_number: 'Rijksregisternummer',
      },
      done: {
        male: '%{name} is ingeschreven',
        female: '%{name} is ingeschreven',
        other: '%{name} is ingeschreven',
      },
    },
    account_sharing: {
      invite_title: 'Een ouder uitnodigen',
      invite_help:
        'De andere ouder moet al een ouderaccount op Stages hebben. Hij of zij krijgt een e-mail met een link die 48 uur geldig is.',
      email: 'E-mailadres van het account',
      invite: 'Uitnodigen',
      invited: 'Uitnodiging verstuurd',
      what_is_shared:
        'De uitgenodigde ouder ziet en wijzigt uw kinderen (medische fiche inbegrepen) en uw wettelijke vertegenwoordigers. U blijft de hoofdouder van de kinderen die u hebt ingeschreven: alleen u kunt ze verwijderen of later uitschrijven. Delen werkt in één richting: vraag de andere ouder u ook uit te nodigen om diens kinderen te zien.',
      given: 'Door u gedeeld',
      given_empty: 'U hebt niemand uitgenodigd.',
      received: 'Met u gedeeld',
      received_empty: 'Niemand heeft zijn gezin met u gedeeld.',
      status: {
        pending: 'Uitnodiging in afwachting',
        active: 'Delen actief',
        expired: 'Uitnodiging verlopen',
      },
      since: 'Sinds %{date}',
      valid_until: 'De uitnodiging is geldig tot %{date}',
      expired_on: 'De uitnodiging is verlopen op %{date}',
      open_mail: 'Open de link in de uitnodigingsmail om te aanvaarden.',
      send_again: 'Opnieuw versturen',
      withdraw: {
        action: 'Intrekken',
        title: 'De uitnodiging intrekken?',
        content: 'De link die naar %{name} werd gestuurd, werkt niet meer.',
        done: 'Uitnodiging ingetrokken',
      },
      decline: {
        action: 'Weigeren',
        title: 'De uitnodiging weigeren?',
        content:
          'U krijgt geen toegang tot het gezin van %{name}. U kunt opnieuw worden uitgenodigd.',
        done: 'Uitnodiging geweigerd',
      },
      stop: {
        action: 'Stoppen met delen',
        title: 'Stoppen met delen met %{name}?',
        content:
          'De toegang tot de kinderen en wettelijke vertegenwoordigers stopt meteen, aan beide kanten van deze deling. Er wordt niets verwijderd.',
        done: 'Delen gestopt',
      },
      accept_title: 'Uitnodiging om te delen',
      accepting: 'De uitnodiging wordt aanvaard…',
      accepted_title: 'Delen aanvaard',
      accepted_text:
        'U ziet nu de kinderen en wettelijke vertegenwoordigers van het gezin van %{name}.',
      to_children: 'De kinderen bekijken',
      to_tab: 'Account delen',
    },
    documents: {
      title: 'Documenten',
      intro:
        'De facturen, creditnota’s en attesten van uw kinderen, per jaar: download ze wanneer u ze nodig hebt, voor uw ziekenfonds of uw belastingaangifte.',
      fiscal_intro:
        'De fiscale attesten voor kinderopvang (281.86) van uw kinderen: één per organisatie en per jaar, voor uw belastingaangifte. De filter „Soort” toont ook uw andere documenten.',
      all_documents: 'Al mijn documenten bekijken',
      download: 'Downloaden',
      issued_on: 'Uitgereikt op %{date}',
      available_from:
        'Uitgereikt vanaf %{date}, zodra het jaar voorbij is: tot dan kan het nog veranderen.',
      filters: {
        label: 'De documenten filteren',
        all: 'Alle',
        year: 'Jaar',
        child: 'Kind',
        kind: 'Soort',
      },
      kinds: {
        invoice: 'Factuur',
        credit_note: 'Creditnota',
        mutual_certificate: 'Attest voor het ziekenfonds',
        tax_certificate: 'Fiscaal attest 281.86',
      },
      no_match: 'Geen enkel document voldoet aan deze filters.',
      empty_title: 'Nog geen documenten',
      empty_invoice: 'De factuur van een kamp komt zodra de organisator de inschrijving aanvaardt.',
      empty_mutual:
        'Het attest voor het ziekenfonds komt zodra de factuur betaald is, vanaf de laatste dag van het kamp.',
      empty_tax:
        'Het fiscaal attest voor kinderopvang (281.86) geldt voor een kalenderjaar, per organisatie, voor een kind jonger dan 14 jaar (21 jaar met een handicap); dat van het lopende jaar wordt uitgereikt vanaf 1 januari daarna.',
      missing_title: 'Dit attest kan nog niet worden opgemaakt. Er ontbreekt:',
      fix_child: 'De fiche van %{name} aanvullen',
      fix_profile: 'Mijn profiel aanvullen',
      fix_representative: 'De wettelijke vertegenwoordiger van het kind nakijken',
      ask_organization:
        'Alleen de organisatie kan haar eigen gegevens aanvullen: vraag het aan %{name}.',
      gaps: {
        organization: {
          tax_certificates: 'de toestemming van de organisatie om fiscale attesten uit te reiken',
          certification: 'de erkenning of het toezicht van de organisatie',
          certifier_name: 'de naam van de instelling die de organisatie erkent of controleert',
          certifier_address: 'het adres van die instelling',
          address: 'het adres van de organisatie',
        },
        debtor: {
          national_register_number:
            'het rijksregisternummer van de ouder, of van de wettelijke vertegenwoordiger van het kind',
          address: 'het adres van de ouder',
        },
        child: {
          national_register_number: 'het rijksregisternummer van het kind',
          address: 'het adres van het kind',
        },
      },
    },
    download: {
      title: 'Een document downloaden',
      preparing: 'Het document wordt klaargemaakt…',
      intro: 'Document: %{kind}',
      size: 'Grootte: %{size}',
      confirm: 'Downloaden',
      saved:
        'Het downloaden van „%{name}” is begonnen: u vindt het bestand bij de downloads van uw browser.',
      not_found:
        'Dit document is niet gevonden: het bestaat niet, is nog niet uitgereikt, of is niet bereikbaar vanuit uw account.',
      to_documents: 'Mijn documenten',
    },
    tax_certificates: {
      title: '281.86-attesten per jaar en het Belcotax-bestand',
      intro:
        'Per kalenderjaar opgemaakt voor de kinderen van wie het verblijf betaald is, één per kind (een tweede boven vier periodes), en daarna bij de FOD Financiën ingediend via Belcotax-on-web.',
      year: 'Inkomstenjaar',
      table: 'Attesten %{year}',
      serial: 'Nr. %{serial}',
      serial_part: 'Nr. %{serial} (deel %{part})',
      days: '%{smart_count} dag |||| %{smart_count} dagen',
      daily_rate: '%{rate} per dag',
      amounts: 'Betaald: %{total} · Aftrekbaar: %{deductible}',
      download: 'Downloaden',
      missing: 'Onvolledig, er ontbreekt:',
      columns: {
        serial: 'Nr.',
        child: 'Kind',
        periods: 'Periodes',
        total: 'Betaald bedrag',
        deductible: 'Aftrekbaar bedrag',
        state: 'Attest',
      },
      notices: {
        provisional:
          'Het jaar %{year} is nog niet voorbij: de attesten kunnen nog veranderen. Zij en het Belcotax-bestand worden uitgereikt vanaf %{issued}.',
        filing_due:
          'Herinnering: dien de attesten van %{year} uiterlijk op %{date} in via Belcotax-on-web.',
        not_issuing:
          'Het profiel van uw organisatie staat het uitreiken van fiscale attesten niet toe: vink „Mag fiscale attesten uitreiken” aan en sla op.',
        maximum_unconfirmed:
          'Het wettelijke maximum per dag voor %{year} is nog niet bevestigd: de aftrekbare bedragen worden berekend met %{amount} per dag en kunnen nog veranderen.',
      },
      to_switch: 'Naar de instelling',
      fix_profile: 'Het profiel van de organisatie aanvullen',
      fix_above: 'Aan te vullen op dit tabblad, hierboven',
      family_completes: 'Aan te vullen door het gezin (profiel van de ouder of fiche van het kind)',
      belcotax: 'Het Belcotax-bestand downloaden (XML)',
      belcotax_none: 'Geen Belcotax-bestand: geen attest voor %{year}.',
      belcotax_not_over: 'Het Belcotax-bestand van %{year} is beschikbaar vanaf %{date}.',
      available_from: 'Uitgereikt vanaf %{date}',
      belcotax_profile:
        'Het Belcotax-bestand vraagt gegevens die het profiel nog niet geeft (hoger op dit tabblad).',
      belcotax_incomplete:
        'Het Belcotax-bestand is beschikbaar zodra alle attesten van %{year} volledig zijn.',
      server_said: 'Toelichting van de server (in het Engels): %{detail}',
      none: 'Geen attest voor %{year}: ze worden opgemaakt voor de betaalde verblijven van kinderen jonger dan 14 jaar (21 jaar met een handicap).',
    },
    parent_settings: {
      tabs: {
        profile: 'Profiel',
        children: 'Kinderen',
        account_sharing: 'Account delen',
        fiscal_documents: 'Fiscale documenten',
      },
      saved: 'Profiel opgeslagen',
      identity_section: 'Identiteit',
      contact_section: 'Contactgegevens',
      address_section: 'Adres',
      email_hint: 'Het adres waarmee u zich aanmeldt: het kan hier niet worden gewijzigd.',
      nrn_hint: 'Op de achterkant van uw identiteitskaart: 00.00.00-000.00',
      language_hint: 'De taal van de schermen en de e-mails',
      security_section: 'Beveiliging',
    },
    account_deletion: {
      title: 'Mijn account verwijderen',
      intro: 'Verwijderen is definitief: het kan niet ongedaan worden gemaakt.',
      erased_title: 'Wat wordt gewist',
      erased_parent:
        'Uw account en uw profiel (contactgegevens, rijksregisternummer, geboortedatum), de fiches van uw kinderen met hun gezondheidsgegevens, en uw wettelijke vertegenwoordigers.',
      erased_organization:
        'Uw account en het profiel van uw organisatie, met haar logo en documenten.',
      kept_title: 'Wat we volgens de wet moeten bewaren',
      kept_decisions:
        'Geregistreerde beslissingen (inschrijvingen, betalingen, controles) blijven in onze geschiedenis onder een loutere identificatiecode: zonder naam of contactgegevens.',
      kept_invoices:
        'Reeds uitgereikte facturen en fiscale attesten worden bewaard zolang de wet voorschrijft: tien jaar voor facturen, volgens het Belgische boekhoudrecht.',
      confirmation: 'Typ ter bevestiging het e-mailadres van uw account',
      confirmation_label: 'E-mailadres van het account',
      confirm: 'Mijn account definitief verwijderen',
      done: 'Uw account is verwijderd.',
    },
  },
  resources: {
    'stage/manage': {
      name: 'Kamp |||| Kampen',
      page: {
        create: 'Een kamp aanmaken',
        edit: '"%{recordRepresentation}" bewerken',
      },
      notifications: {
        created: 'Het kamp is aangemaakt',
        updated: 'Wijzigingen opgeslagen',
        deleted: 'Het kamp is verwijderd',
      },
      message: {
        delete_title: '"%{recordRepresentation}" verwijderen?',
        delete_content:
          'Het kamp verdwijnt van de site en zijn adres komt weer vrij. Dit kan niet ongedaan worden gemaakt.',
      },
      fields: {
        name: 'Naam van het kamp',
        description: 'Beschrijving',
        image: 'Afbeelding',
        starts_at: 'Begin',
        ends_at: 'Einde',
        registration_deadline: 'Uiterste inschrijvingsdatum',
        activity_start: 'Activiteiten vanaf',
        activity_end: 'Activiteiten tot',
        daycare_start: 'Opvang vanaf',
        daycare_end: 'Opvang tot',
        effective_days: 'Activiteitsdagen',
        max_children: 'Maximum aantal kinderen',
        remaining_places: 'Vrije plaatsen',
        min_age: 'Minimumleeftijd',
        max_age: 'Maximumleeftijd',
        cost_cents: 'Prijs (€)',
        waiting_list: 'Een wachtlijst bijhouden',
        offer_hours: 'Tijd om een aanbod te aanvaarden (uren)',
        siblings_first: 'Broers en zussen eerst',
        visible: 'Publiek getoond',
        reduced_cost_cents: 'Sociaal tarief (€)',
        reduced_price_policy: 'Hoe een gezin het sociaal tarief krijgt',
        sibling_discounts: {
          second_cents: 'Korting 2de kind (€)',
          third_and_more_cents: 'Korting 3de kind en volgende (€)',
        },
        address: addressFields,
      },
    },
    children: {
      name: 'Kind |||| Kinderen',
      page: {
        create: 'Een kind toevoegen',
        edit: '"%{recordRepresentation}" bewerken',
        not_found: 'Kind niet gevonden',
      },
      notifications: {
        created: {
          male: '%{name} is toegevoegd aan uw kinderen',
          female: '%{name} is toegevoegd aan uw kinderen',
          other: '%{name} is toegevoegd aan uw kinderen',
        },
        updated: 'De gegevens van %{name} zijn bewaard',
        deleted: 'De fiche van %{name} is verwijderd',
      },
      message: {
        delete_title: '"%{recordRepresentation}" verwijderen?',
        delete_content:
          'De fiche van het kind en zijn medische gegevens worden gewist. Dit kan niet ongedaan worden gemaakt.',
      },
      fields: {
        first_name: 'Voornaam',
        last_name: 'Naam',
        birth_date: 'Geboortedatum',
        age: 'Leeftijd',
        sex: 'Geslacht',
        national_register_number: 'Rijksregisternummer',
        legal_representative_id: 'Wettelijke vertegenwoordiger',
        can_swim: 'Kan zwemmen',
        tetanus_vaccine: 'Gevaccineerd tegen tetanus',
        disabled: 'Heeft een handicap',
        allergies: 'Allergieën',
        diet: 'Dieet',
        height: 'Lengte (cm)',
        weight: 'Gewicht (kg)',
        medications: 'Geneesmiddelen',
        important_info: 'Belangrijke informatie',
        doctor_first_name: 'Voornaam van de arts',
        doctor_last_name: 'Naam van de arts',
        doctor_phone: 'Telefoon van de arts',
        photo_consent: 'Foto’s van het kind',
        address: addressFields,
      },
    },
    'parent/edit': {
      name: 'Profiel',
      fields: {
        first_name: 'Voornaam',
        last_name: 'Achternaam',
        email: 'E-mailadres',
        phone: 'Telefoon',
        national_register_number: 'Rijksregisternummer',
        birth_date: 'Geboortedatum',
        language: 'Taal',
        address: addressFields,
      },
    },
    'organization/edit': {
      name: 'Organisatie',
      fields: {
        name: 'Naam van de organisatie',
        type: 'Soort organisatie',
        enterprise_number: 'Ondernemingsnummer (KBO)',
        vat_number: 'Btw-nummer',
        iban: 'IBAN',
        bic: 'BIC',
        email: 'E-mail',
        phone: 'Telefoon',
        language: 'Taal',
        description: 'Voorstelling',
        logo: 'Logo',
        id_card: 'Identiteitskaart van de verantwoordelijke persoon',
        insurance: 'Attest burgerlijke aansprakelijkheid',
        tax_certificates: 'Mag fiscale attesten uitreiken',
        certification: 'Erkenning of toezicht',
        certifier_name: 'Naam van de certificerende instantie',
        certifier_enterprise_number: 'Ondernemingsnummer van de certificeerder',
        certifier_address: 'Adres van de certificeerder',
        certification_from: 'Erkend sinds',
        certification_until: 'Erkend tot',
        responsible_first_name: 'Voornaam',
        responsible_last_name: 'Naam',
        responsible_capacity: 'Hoedanigheid',
        signature_authorization: 'De verantwoordelijke persoon mag tekenen namens de organisatie',
        enrollment_request_mails: 'Mail me bij elke nieuwe inschrijvingsaanvraag',
        payment_reminders: 'Families herinneren aan vervallen facturen',
        address: addressFields,
      },
    },
  },
};
