import type { PagesMessages } from './fr.js';

export const pagesNl: PagesMessages = {
  pages: {
    common: {
      updated: 'Laatst bijgewerkt: 21 november 2026',
      template_notice:
        'Deze tekst is een model: de uitbater van het platform moet hem laten nalezen door zijn juridisch adviseur voor hij online gaat.',
    },
    organization_landing: {
      title: 'Uw kampen online, uw inschrijvingen op orde',
      subtitle:
        'Jeugdbewegingen, vzw’s, feitelijke verenigingen: publiceer uw kampen, volg inschrijvingen en betalingen op, en laat het platform de documenten voorbereiden die ouders u vragen.',
      cta: 'Een organisatieaccount aanmaken',
      see_pricing: 'Tarieven bekijken',
      features: {
        title: 'Wat het platform voor u doet',
        publish: {
          title: 'Publiceer uw kampen',
          text: 'Data, leeftijden, prijs, plaats en beschikbare plaatsen: één duidelijke pagina per kamp, die ouders vinden op datum, leeftijd en gemeente.',
        },
        follow: {
          title: 'Volg inschrijvingen en betalingen op',
          text: 'Aanvaard of weiger elke aanvraag, zie hoeveel plaatsen er nog zijn en noteer de ontvangen overschrijvingen dankzij de gestructureerde mededeling van elke inschrijving.',
        },
        export: {
          title: 'Exporteer uw lijsten',
          text: 'Deelnemers, contactgegevens van de ouders en wat uw begeleiders moeten weten, klaar voor een rekenblad of om af te drukken.',
        },
        documents: {
          title: 'Automatische documenten',
          text: 'Facturen, attesten voor het ziekenfonds en fiscale attesten 281.86: ouders downloaden ze zelf, zonder dat u ze hoeft voor te bereiden.',
        },
      },
      steps: {
        title: 'Zo werkt het',
        account: {
          title: 'Maak uw account aan',
          text: 'Registreer u met uw e-mailadres, kies „Organisatie” en vul het profiel van uw organisatie aan.',
        },
        verification: {
          title: 'Laat u verifiëren',
          text: 'Een beheerder controleert uw organisatie, haar verantwoordelijke en haar verzekering voor u kunt publiceren.',
        },
        publish: {
          title: 'Publiceer',
          text: 'Maak uw kampen aan: ze verschijnen in de catalogus en ouders kunnen er hun kinderen voor inschrijven.',
        },
      },
      pricing: {
        title: 'Tarieven',
        intro:
          'Begin gratis en stap over op een betaalde formule wanneer uw kampen talrijker worden.',
        free: 'Gratis',
        on_demand: 'Op aanvraag',
        per_year: 'per jaar',
        unlimited_stages: 'Onbeperkt aantal kampen',
        stages: 'Tot %{smart_count} kamp tegelijk |||| Tot %{smart_count} kampen tegelijk',
        automatic_documents: 'Automatische documenten',
        updates: 'Updates',
        updates_count: '%{smart_count} jaar updates |||| %{smart_count} jaar updates',
        updates_custom: 'Updates op maat',
        support: 'Supporttickets',
        support_count:
          '%{smart_count} supportticket per jaar |||| %{smart_count} supporttickets per jaar',
        support_custom: 'Support op maat',
        included: 'Inbegrepen',
        not_included: 'Niet inbegrepen',
        start: 'Beginnen',
        contact: 'Contacteer ons',
        subscribe: 'Abonneren',
        renew: 'Verlengen',
        renewable_from: 'Uw formule loopt nog: u kunt ze verlengen vanaf %{date}.',
        renews_on: 'Uw formule wordt elk jaar automatisch verlengd; ze loopt tot %{date}.',
        subscribe_after_registration:
          'Maak eerst het account van uw organisatie aan: daarna komt u hier terug om te betalen.',
        failed:
          'De tarieven konden niet worden geladen. Probeer het later opnieuw of schrijf ons op support@stages.be.',
        note: 'Abonnementen worden met de kaart betaald, via onze betaaldienst, en worden elk jaar verlengd; uw ruimte kondigt de vervaldag 60 dagen vooraf aan. Welke formule u ook kiest, uw organisatie moet geverifieerd zijn voor ze publiceert.',
      },
      enterprise: {
        title: 'Een Enterprise-offerte aanvragen',
        intro:
          'Vertel ons over uw organisatie en haar behoeften: we antwoorden u per e-mail met een offerte op maat.',
        name: 'Uw naam',
        phone: 'Telefoon (optioneel)',
        message: 'Uw aanvraag',
        message_hint:
          'Aantal kampen, kinderen of locaties, bijzondere behoeften… minstens 10 tekens',
        send: 'Versturen',
        sent: 'Bedankt! Uw aanvraag is verstuurd: ons team antwoordt u zo snel mogelijk per e-mail.',
      },
      closing: {
        title: 'Klaar om uw eerste kamp te publiceren?',
        text: 'Een account aanmaken is gratis en duurt maar enkele minuten.',
      },
    },
    tos: {
      title: 'Gebruiksvoorwaarden',
      intro:
        'Deze voorwaarden gelden voor iedereen die het platform gebruikt: bezoekers, ouders, organisaties en beheerders. Door een account aan te maken, aanvaardt u ze.',
      sections: {
        service: {
          title: 'De dienst',
          body:
            'De uitbater van het platform biedt een onlinedienst aan waarop organisaties (jeugdbewegingen, vzw’s, feitelijke verenigingen en andere organisatoren) vakantie- en activiteitenkampen publiceren, en waarop ouders hun kinderen inschrijven. Het platform helpt ook om betalingen op te volgen en facturen en attesten op te maken.\n\n' +
            'Het kamp zelf wordt georganiseerd door de organisator, onder diens eigen verantwoordelijkheid. Het platform organiseert geen kampen, begeleidt geen kinderen en is geen partij bij het contract tussen de ouders en de organisator (zie de algemene verkoopvoorwaarden).',
        },
        accounts: {
          title: 'Uw account',
          body:
            'Om een kind in te schrijven of een kamp te publiceren, hebt u een account met een bevestigd e-mailadres nodig. U kiest eens en voor altijd of het een ouder- of een organisatieaccount is. U moet minstens 18 jaar zijn en, voor een organisatie, bevoegd zijn om in haar naam op te treden.\n\n' +
            'U verbindt zich ertoe juiste gegevens te verstrekken en ze bij te werken. Houd uw wachtwoord voor uzelf: wat met uw account gebeurt, wordt geacht door u te zijn gedaan. Denkt u dat iemand anders het heeft gebruikt, wijzig dan uw wachtwoord (uw andere sessies worden dan afgemeld) en verwittig ons op support@stages.be.',
        },
        parents: {
          title: 'Verbintenissen van de ouders',
          body:
            'Wanneer u een kind inschrijft, bevestigt u dat u het ouderlijk gezag uitoefent of handelt met de toestemming van wie dat doet, en dat de gegevens die u verstrekt, ook over de gezondheid van het kind, juist en volledig zijn. De organisator rekent erop om goed voor uw kind te zorgen.\n\n' +
            'Een inschrijving blijft een aanvraag tot de organisator ze aanvaardt. De prijs wordt aan de organisator betaald, via overschrijving, volgens de instructies bij de inschrijving.',
        },
        organizations: {
          title: 'Verbintenissen van de organisaties',
          body:
            'Een organisatie publiceert pas nadat een beheerder haar heeft geverifieerd. Ze beschrijft haar kampen juist en volledig (data, leeftijden, prijs, plaats, wat inbegrepen is), beschikt over de verzekeringen, erkenningen en begeleiding die vereist zijn voor de aangeboden activiteiten, en komt de verbintenissen na die ze tegenover de gezinnen aangaat.\n\n' +
            'Ze gebruikt de gegevens van ouders en kinderen alleen om haar kampen te organiseren, en geeft alleen toegang tot gezondheidsinformatie aan de mensen die ze nodig hebben om voor de kinderen te zorgen.',
        },
        content: {
          title: 'Gepubliceerde inhoud',
          body:
            'U blijft verantwoordelijk voor de teksten, foto’s en documenten die u publiceert, en u garandeert dat u het recht hebt ze te publiceren, met name de toestemming van de personen die herkenbaar zijn op foto’s. U staat de uitbater toe ze op het platform te tonen zolang ze online staan.\n\n' +
            'Het is verboden inhoud te publiceren die onwettig, misleidend of discriminerend is of die de rechten van anderen schendt, en het platform te gebruiken om ongevraagde reclame te versturen. Iedereen kan een kamp of een organisatie melden; de beheerders onderzoeken elke melding.',
        },
        moderation: {
          title: 'Moderatie en schorsing',
          body: 'De uitbater kan inhoud verbergen, de verificatie van een organisatie weigeren of intrekken, of een account schorsen dat deze voorwaarden niet naleeft of kinderen in gevaar brengt. Behalve in dringende gevallen deelt hij u de reden mee en krijgt u de kans om uw standpunt toe te lichten.',
        },
        availability: {
          title: 'Beschikbaarheid en aansprakelijkheid',
          body:
            'We doen ons best om het platform beschikbaar en veilig te houden, maar kunnen geen ononderbroken dienst garanderen: door onderhoud kan het even onbeschikbaar zijn.\n\n' +
            'De uitbater is verantwoordelijk voor de werking van het platform. Hij is niet aansprakelijk voor het verloop van de kampen, voor de inhoud die organisaties publiceren, noch voor betalingen tussen ouders en organisatoren. Niets in deze voorwaarden beperkt een aansprakelijkheid die de wet niet laat beperken, bijvoorbeeld bij opzettelijke fout of fraude.',
        },
        closing: {
          title: 'Uw account sluiten',
          body: 'U kunt uw account op elk moment verwijderen vanuit uw profiel, door ter bevestiging uw e-mailadres te typen. Sommige gegevens, zoals facturen, worden na de verwijdering bewaard gedurende de wettelijke termijn (zie het privacybeleid).',
        },
        changes: {
          title: 'Wijziging van de voorwaarden',
          body: 'We kunnen deze voorwaarden wijzigen. Belangrijke wijzigingen melden we u per e-mail of op het platform voor ze van toepassing worden. Bent u het er niet mee eens, dan kunt u uw account sluiten; gebruikt u het platform daarna verder, dan gelden de nieuwe voorwaarden.',
        },
        law: {
          title: 'Toepasselijk recht en contact',
          body:
            'Op deze voorwaarden is het Belgisch recht van toepassing. Bij een geschil zoeken we eerst een minnelijke oplossing; lukt dat niet, dan zijn de Belgische rechtbanken bevoegd, onverminderd de regels die een consument toelaten zich tot de rechter van zijn woonplaats te wenden.\n\n' +
            'Voor al uw vragen: support@stages.be.',
        },
      },
    },
    privacy: {
      title: 'Privacybeleid',
      intro:
        'Dit beleid legt uit welke persoonsgegevens het platform verwerkt, waarom, hoe lang, en met wie ze worden gedeeld. We verzamelen alleen wat nodig is om kampen en inschrijvingen te organiseren.',
      sections: {
        controller: {
          title: 'Wie is verantwoordelijk',
          body:
            'De uitbater van het platform is verwerkingsverantwoordelijke voor de gegevens die nodig zijn voor de werking ervan: accounts, aanmelding, beveiliging, abonnementen van organisaties en support.\n\n' +
            'Elke organisatie is verwerkingsverantwoordelijke voor de gegevens van de gezinnen die zich voor haar kampen inschrijven, en die ze gebruikt om die kampen te organiseren. Voor die gegevens treedt de uitbater op als verwerker, volgens haar instructies.\n\n' +
            'Voor al uw vragen over uw gegevens: privacy@stages.be.',
        },
        data: {
          title: 'De gegevens die we verwerken',
          body:
            'Uw account: naam, voornaam, e-mailadres, telefoon, postadres, taal, keuze over cookies, en uw wachtwoord, dat alleen als hash wordt bewaard, of het Google- of Microsoftaccount waarmee u zich aanmeldt.\n\n' +
            'Uw kinderen: naam, voornaam, geboortedatum en rijksregisternummer, nodig voor de fiscale attesten en de attesten voor het ziekenfonds, en de gezondheidsinformatie die u wilt geven (allergieën, medicatie, opmerkingen over de gezondheid).\n\n' +
            'Organisaties: naam, type, ondernemings- en btw-nummer, contactgegevens, bankrekening, verantwoordelijke, een kopie van diens identiteitskaart en het verzekeringsattest, die de beheerders voor de verificatie gebruiken.\n\n' +
            'Inschrijvingen en betalingen: welk kind voor welk kamp is ingeschreven, de status van de inschrijving, de bedragen, de gestructureerde mededeling en of de betaling ontvangen is. Abonnementen worden met de kaart betaald bij onze betaaldienst: het platform ziet of bewaart uw kaartnummer nooit.\n\n' +
            'Technische gegevens: sessiecookies en aanmeldlogs (IP-adres, datum en uur), voor de beveiliging.',
        },
        health: {
          title: 'Gezondheidsgegevens van kinderen',
          body:
            'Allergieën, medicatie en opmerkingen over de gezondheid zijn gezondheidsgegevens, een bijzondere categorie in de zin van artikel 9 van de AVG. We verwerken ze alleen omdat u ze ons geeft, met uw uitdrukkelijke toestemming, zodat de organisator veilig voor uw kind kan zorgen.\n\n' +
            'Ze zijn alleen zichtbaar voor de ouders van het kind en voor de organisatoren van een kamp waarvoor de inschrijving van het kind aanvaard is. Een organisator ziet ze niet zolang hij de inschrijving niet heeft aanvaard.\n\n' +
            'Ze worden na afloop van het kamp automatisch gewist, volgens een vast schema. U kunt ze op elk moment wijzigen of verwijderen.',
        },
        purposes: {
          title: 'Waarom, en op welke grond',
          body:
            'Uw account, uw inschrijvingen en de kampen van organisaties beheren: dat is nodig voor de uitvoering van de overeenkomst tussen ons (artikel 6.1.b AVG).\n\n' +
            'Facturen en attesten opmaken en de boekhouding voeren: dat is een wettelijke verplichting (artikel 6.1.c).\n\n' +
            'Het platform beschermen, fraude voorkomen en meldingen behandelen: dat is ons gerechtvaardigd belang, en dat van de gezinnen (artikel 6.1.f).\n\n' +
            'Het bezoek aan de site meten: alleen met uw toestemming (artikel 6.1.a), gegeven in de cookiebanner.\n\n' +
            'We verkopen uw gegevens niet en gebruiken ze niet voor reclame.',
        },
        sharing: {
          title: 'Wie er toegang toe heeft',
          body:
            'De organisatoren van de kampen waarvoor u een kind inschrijft, zien wat ze nodig hebben: uw contactgegevens, de identiteit van het kind en, zodra de inschrijving aanvaard is, zijn gezondheidsinformatie.\n\n' +
            'De beheerders van het platform hebben toegang voor zover nodig om organisaties te verifiëren, meldingen te behandelen en supportvragen te beantwoorden.\n\n' +
            'Onze dienstverleners (hosting, verzending van e-mails, betaling van abonnementen en, als u dat toestaat, bezoekersmeting) verwerken gegevens voor onze rekening, onder contract. Als een van hen buiten de Europese Economische Ruimte gevestigd is, steunt de doorgifte op passende waarborgen, zoals de modelcontractbepalingen van de Europese Commissie.\n\n' +
            'Als u zich aanmeldt met Google of Microsoft, bevestigt die dienst uw identiteit en bezorgt hij ons uw naam en e-mailadres. We geven alleen gegevens door aan de overheid wanneer de wet dat vereist.',
        },
        retention: {
          title: 'Hoe lang',
          body:
            'Uw account en profiel worden bewaard zolang het account bestaat, en verwijderd wanneer u het verwijdert.\n\n' +
            'De gezondheidsgegevens van kinderen worden na afloop van het kamp automatisch gewist.\n\n' +
            'Facturen en boekhoudstukken worden bewaard gedurende de termijn die het boekhoud- en fiscaal recht oplegt, ook na de verwijdering van het account.\n\n' +
            'Een sessie eindigt na 12 uur zonder activiteit, of na 30 dagen als u ervoor koos aangemeld te blijven. Beëindigde sessies en verlopen bevestigings- of resetlinks worden binnen het uur gewist.\n\n' +
            'De geschiedenis van wat er op het platform gebeurde (bijvoorbeeld dat een inschrijving aanvaard werd) bevat geen namen, contactgegevens of gezondheidsgegevens; ze wordt bewaard.',
        },
        cookies: {
          title: 'Cookies',
          body:
            'Essentiële cookies laten u toe zich aan te melden en beschermen uw sessie, onder meer tegen vervalste verzoeken. Ze zijn strikt noodzakelijk en vragen geen toestemming.\n\n' +
            'Een tool voor bezoekersmeting wordt alleen geladen als u in de cookiebanner „Toestaan” kiest. Kiest u „Essentieel”, dan worden alleen de cookies gebruikt die nodig zijn om u aan te melden en veilig te blijven.\n\n' +
            'U kunt op elk moment van mening veranderen; trekt u uw toestemming in, dan wordt de meettool niet meer geladen.',
        },
        security: {
          title: 'Beveiliging',
          body:
            'Wachtwoorden worden nooit leesbaar bewaard. De verbindingen zijn versleuteld (HTTPS), sessiecookies zijn niet leesbaar voor de scripts van de pagina, links in e-mails verlopen, en iedereen heeft alleen toegang tot de gegevens die zijn rol vereist.\n\n' +
            'Bij een datalek dat een risico inhoudt voor uw rechten, verwittigen we de Gegevensbeschermingsautoriteit binnen 72 uur en, als het risico hoog is, de betrokken personen.',
        },
        rights: {
          title: 'Uw rechten',
          body: 'U kunt uw gegevens inzien, verbeteren, laten wissen, in een herbruikbaar formaat ontvangen, bezwaar maken tegen bepaalde verwerkingen en een klacht indienen bij de Gegevensbeschermingsautoriteit. De pagina „Uw rechten (AVG)” legt uit hoe; u kunt ook schrijven naar privacy@stages.be.',
        },
        changes: {
          title: 'Wijzigingen',
          body: 'We werken dit beleid bij wanneer onze verwerkingen veranderen; de datum bovenaan de pagina toont de geldende versie. Belangrijke wijzigingen melden we u per e-mail.',
        },
      },
    },
    gdpr: {
      title: 'Uw rechten volgens de AVG',
      intro:
        'De Algemene Verordening Gegevensbescherming (AVG, in het Engels GDPR) geeft u rechten over uw persoonsgegevens. Hier leest u wat elk recht op het platform betekent, en hoe u het uitoefent.',
      sections: {
        how: {
          title: 'Hoe u uw rechten uitoefent',
          body:
            'Veel kunt u rechtstreeks vanuit uw account: uw profiel en dat van uw kinderen inzien en verbeteren, gezondheidsinformatie verwijderen, uw account verwijderen. Voor de rest schrijft u naar privacy@stages.be vanaf het adres van uw account. Als we redelijke twijfel hebben over uw identiteit, kunnen we u vragen die te bevestigen, zonder meer te vragen dan nodig.\n\n' +
            'We antwoorden binnen een maand. Is het verzoek ingewikkeld of krijgen we er veel, dan kan die termijn met twee maanden worden verlengd; dat laten we u dan binnen de eerste maand weten, met de reden. Het uitoefenen van uw rechten is gratis.\n\n' +
            'Voor de gegevens die een organisator over een inschrijving bijhoudt, is de organisator verantwoordelijk: u kunt zich rechtstreeks tot hem wenden, of ons schrijven en we helpen hem u te antwoorden.',
        },
        access: {
          title: 'Recht op inzage',
          body: 'U kunt vragen of we gegevens over u verwerken en er een kopie van krijgen, met de doeleinden, de herkomst, de ontvangers en de bewaartermijn (artikel 15). Het meeste ziet u in uw account: profiel, kinderen, inschrijvingen, facturen en attesten.',
        },
        rectification: {
          title: 'Recht op verbetering',
          body: 'U kunt onjuiste gegevens verbeteren of onvolledige gegevens aanvullen (artikel 16), meestal zelf, in uw profiel. Een factuur of attest dat al werd uitgereikt, wordt achteraf niet gewijzigd: schrijf de organisator, die een verbeterd document kan uitreiken.',
        },
        erasure: {
          title: 'Recht op gegevenswissing',
          body:
            'U kunt uw account zelf verwijderen (artikel 17): kies in uw profiel om het account te verwijderen en typ ter bevestiging uw e-mailadres. De verwijdering is definitief: uw profiel, de gegevens van uw kinderen, uw sessies en de koppelingen met Google of Microsoft verdwijnen.\n\n' +
            'Sommige gegevens moeten toch bewaard blijven: facturen en boekhoudstukken, gedurende de wettelijke termijn. De geschiedenis van het platform wordt bewaard zonder uw naam, contactgegevens of gezondheidsgegevens. De gezondheidsgegevens van kinderen worden hoe dan ook na afloop van het kamp gewist.\n\n' +
            'Download voor u uw account verwijdert de facturen en attesten die u nog nodig hebt, bijvoorbeeld voor uw belastingaangifte of uw ziekenfonds.',
        },
        restriction: {
          title: 'Recht op beperking',
          body: 'Terwijl we de juistheid van uw gegevens nagaan of uw bezwaar onderzoeken, kunt u vragen dat we ze niet meer gebruiken, behalve om ze te bewaren (artikel 18).',
        },
        portability: {
          title: 'Recht op overdraagbaarheid',
          body: 'U kunt de gegevens die u ons gaf ontvangen in een gestructureerd, gangbaar en machineleesbaar formaat, of vragen dat ze rechtstreeks aan een andere dienst worden bezorgd wanneer dat technisch mogelijk is (artikel 20). Schrijf ons op privacy@stages.be.',
        },
        objection: {
          title: 'Recht van bezwaar',
          body: 'U kunt op elk moment, om redenen die verband houden met uw specifieke situatie, bezwaar maken tegen verwerkingen die op ons gerechtvaardigd belang steunen (artikel 21). We stoppen ze, tenzij er dwingende gerechtvaardigde gronden zijn of ze nodig zijn voor een rechtsvordering. We doen niet aan direct marketing; als we dat wel deden, kon u zich er zonder motivering tegen verzetten.',
        },
        consent: {
          title: 'Toestemming intrekken',
          body: 'Wat op uw toestemming steunt, kunt u op elk moment intrekken, even gemakkelijk als u ze gaf: de bezoekersmeting, door uw cookiekeuze te wijzigen, en de gezondheidsinformatie van uw kinderen, door ze uit hun gegevens te verwijderen. De intrekking doet niets af aan wat daarvoor gebeurde.',
        },
        complaint: {
          title: 'Klacht',
          body:
            'Vindt u dat uw rechten niet worden gerespecteerd, schrijf ons dan eerst op privacy@stages.be: we zoeken samen met u een oplossing.\n\n' +
            'U kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit (Autorité de protection des données), Drukpersstraat 35, 1000 Brussel, contact@apd-gba.be, www.gegevensbeschermingsautoriteit.be, of bij de autoriteit van het EU-land waar u woont. U kunt zich ook tot de rechtbank wenden.',
        },
      },
    },
    gtc: {
      title: 'Algemene verkoopvoorwaarden',
      intro:
        'Deze voorwaarden regelen de abonnementen die organisaties op het platform nemen, en leggen de relatie uit tussen ouders en organisatoren wanneer een kind voor een kamp wordt ingeschreven. De gebruiksvoorwaarden gelden eveneens.',
      sections: {
        plans: {
          title: 'De formules',
          body:
            'Het platform biedt drie formules aan. Met Free publiceert u gratis een beperkt aantal kampen tegelijk. Gold heft die grens op en omvat automatische documenten, updates en een aantal supporttickets per jaar. Enterprise wordt op offerte opgesteld, volgens uw noden.\n\n' +
            'Inhoud en prijs van elke formule zijn die welke op de dag van de inschrijving op de tarievenpagina staan. Een verwijderd kamp maakt zijn plaats vrij; een voorbij kamp telt mee tot het verwijderd wordt.',
        },
        verification: {
          title: 'Verificatie voor publicatie',
          body: 'Welke formule ook, een organisatie publiceert pas nadat een beheerder haar heeft geverifieerd, op basis van haar profiel, de identiteit van haar verantwoordelijke en haar verzekeringsattest. Een abonnement vervangt de verificatie niet. Die kan worden geweigerd of ingetrokken als de gegevens onjuist zijn, en herzien als het profiel daarna verandert.',
        },
        price: {
          title: 'Prijs en betaling',
          body: 'De prijzen zijn uitgedrukt in euro, voor een jaar; de toepasselijke btw-regeling staat op de factuur. Het abonnement wordt online met de kaart betaald, via onze betaaldienst; het platform ziet of bewaart uw kaartnummer nooit. De factuur staat in uw account.',
        },
        duration: {
          title: 'Looptijd en einde van het abonnement',
          body:
            'Het abonnement begint bij de betaling en loopt een jaar. Betaald met een kaart, wordt het elk jaar verlengd tegen de prijs van de formule, met hetzelfde betaalmiddel, tenzij u het vóór de verlengingsdatum opzegt door het team te schrijven; de banner in uw ruimte kondigt die datum 60 dagen vooraf aan. Mislukt de betaling van de verlenging, dan verwittigen we u per e-mail. Een formule die het team toekent (een Enterprise-contract, een betaling per overschrijving) loopt tot de afgesproken datum en wordt op dezelfde manier verlengd.\n\n' +
            'Op de einddatum valt de organisatie terug op de grenzen van de formule Free: haar reeds gepubliceerde kampen blijven online, maar ze kan er geen nieuwe meer aanmaken boven die grens tot ze verlengt.',
        },
        withdrawal: {
          title: 'Herroepingsrecht',
          body: 'De organisatie neemt het abonnement voor haar activiteit en niet als consument: het herroepingsrecht van veertien dagen voor consumenten is in principe niet van toepassing.',
        },
        support: {
          title: 'Support en updates',
          body: 'Support vraagt u aan via support@stages.be, binnen het aantal tickets dat in de formule inbegrepen is. Updates van het platform zijn inbegrepen gedurende de periode die de formule voorziet.',
        },
        termination: {
          title: 'Opzegging',
          body: 'U kunt op elk moment stoppen door het account van de organisatie te verwijderen; het bedrag dat voor het lopende jaar betaald werd, wordt niet terugbetaald, tenzij de uitbater in fout is. De uitbater kan de overeenkomst beëindigen als de organisatie deze voorwaarden of de gebruiksvoorwaarden ernstig schendt, na ingebrekestelling, behalve in dringende gevallen.',
        },
        camp_contract: {
          title: 'Het kampcontract',
          body: 'Wanneer een ouder een kind voor een kamp inschrijft, wordt het contract gesloten tussen de ouder en de organisator. Het platform is er geen partij bij: het levert het hulpmiddel, maar verkoopt het kamp niet, int de prijs niet en begeleidt de kinderen niet.',
        },
        enrolments: {
          title: 'Prijs, aanvaarding en weigering',
          body: 'De organisator bepaalt de prijs, het aantal plaatsen, de leeftijden en de voorwaarden van elk kamp. Een inschrijving is een aanvraag: de organisator aanvaardt of weigert ze, bijvoorbeeld als het kamp volzet is of de leeftijd niet past. Het contract komt tot stand wanneer hij ze aanvaardt.',
        },
        payment: {
          title: 'Betaling van het kamp',
          body: 'De ouder betaalt rechtstreeks aan de organisator, via overschrijving op de vermelde rekening, met de gestructureerde mededeling van de inschrijving, zodat de betaling kan worden gekoppeld. De organisator geeft op het platform aan dat hij de betaling ontvangen heeft. Facturen en attesten worden op naam van de organisator opgemaakt.',
        },
        cancellation: {
          title: 'Annulering en terugbetaling',
          body:
            'De annulerings- en terugbetalingsvoorwaarden zijn die van de organisator, vermeld in de beschrijving van het kamp. Op het platform kan alleen de hoofdouder een inschrijving annuleren; voor een terugbetaling wendt u zich tot de organisator.\n\n' +
            'Diensten in verband met vrijetijdsbesteding op een bepaalde datum of in een bepaalde periode zijn in principe uitgesloten van het herroepingsrecht van veertien dagen (artikel VI.53, 12°, van het Wetboek van economisch recht).',
        },
        disputes: {
          title: 'Geschillen',
          body: 'Een meningsverschil over een kamp wordt geregeld tussen de ouder en de organisator; het platform kan helpen om contact te leggen, maar beslist niet. Een consument kan zich ook wenden tot de Consumentenombudsdienst (consumentenombudsdienst.be). Op deze voorwaarden is het Belgisch recht van toepassing.',
        },
      },
    },
    accessibility: {
      title: 'Toegankelijkheidsverklaring',
      intro:
        'We willen dat elke ouder, organisator en beheerder het platform kan gebruiken, hoe hij of zij het scherm ook leest, door een pagina navigeert of tekst invoert. Deze verklaring zegt aan welke norm we ons houden, hoe we dat controleren, wat er nog niet aan voldoet en hoe u ons een obstakel meldt.',
      sections: {
        standard: {
          title: 'De beoogde norm',
          body:
            'We streven naar niveau AA van de Richtlijnen voor de toegankelijkheid van webcontent (WCAG) 2.1, zoals overgenomen in de Europese norm EN 301 549, op alle pagina’s van de site: openbare pagina’s, account, de schermen van ouders, organisaties en beheerders, in het Frans, Engels en Nederlands, in het lichte en het donkere thema, op een computer en op een telefoon.\n\n' +
            'Het platform verkoopt online diensten aan gezinnen: het valt onder de Europese toegankelijkheidswet (richtlijn (EU) 2019/882), die sinds 28 juni 2025 van toepassing is.',
        },
        status: {
          title: 'Nalevingsstatus',
          body: 'De site voldoet gedeeltelijk: de pagina’s zelf voldoen aan de hieronder gecontroleerde criteria, maar sommige downloadbare documenten nog niet (zie “Wat nog niet toegankelijk is”).',
        },
        checks: {
          title: 'Hoe we controleren',
          body:
            'Bij elke wijziging van het product openen onze automatische tests alle pagina’s van de site in een echte browser, in de drie talen, in beide thema’s en op twee schermbreedtes (1280 en 390 pixels), met de bevestigingsvensters open, en toetsen ze aan de WCAG 2.0- en 2.1-regels van niveau A en AA van axe-core. Eén enkele fout houdt de publicatie tegen.\n\n' +
            'Andere tests doorlopen, met alleen het toetsenbord en zonder muis, hoe een ouder een kind inschrijft en hoe een organisator een inschrijving aanvaardt.\n\n' +
            'Automatische controles vinden niet alles: of een alternatieve tekst zinvol is of de leesvolgorde klopt, beoordelen we ook met de hand wanneer we een scherm wijzigen.',
        },
        gaps: {
          title: 'Wat nog niet toegankelijk is',
          body:
            'De pdf-documenten (facturen, creditnota’s, attesten voor het ziekenfonds en fiscale attesten 281.86) zijn niet getagd: een schermlezer leest hun tekst, maar zonder de structuur van titels en tabellen. Hun bedragen, datums en referenties staan ook als tekst in uw account, op de pagina met facturen.\n\n' +
            'De afbeeldingen en beschrijvingen van de kampen worden door de organisaties gepubliceerd: we vragen hen om een alternatieve tekst, maar kunnen de kwaliteit ervan niet garanderen.\n\n' +
            'De betaling van een abonnement verloopt via de betaalpagina van onze dienstverlener Stripe, waarvan we de toegankelijkheid niet in handen hebben.',
        },
        report: {
          title: 'Een obstakel melden',
          body:
            'Lukt het u niet om een pagina of document te gebruiken, schrijf ons dan op accessibility@stages.be, met de pagina en wat u tegenhield. We antwoorden binnen vijf werkdagen en, als we het niet meteen kunnen verhelpen, bezorgen we u de informatie of het document in een andere vorm.\n\n' +
            'Bent u niet tevreden met ons antwoord, dan kunt u terecht bij het Meldpunt van de FOD Economie (meldpunt.belgie.be), dat in België toeziet op de toegankelijkheid van producten en diensten.',
        },
      },
    },
    faq: {
      title: 'Veelgestelde vragen',
      intro:
        'Antwoorden op de vragen die we het vaakst krijgen. Vindt u de uwe niet? Schrijf ons op support@stages.be.',
      parents: {
        title: 'Voor ouders',
        questions: {
          enrol: {
            question: 'Hoe schrijf ik mijn kind in voor een kamp?',
            answer:
              'Maak een ouderaccount aan en voeg er uw kinderen eenmalig aan toe. Kies op de pagina van het kamp het kind dat u wilt inschrijven en verstuur de aanvraag.\n\n' +
              'De inschrijving blijft in afwachting tot de organisator ze aanvaardt of weigert; u volgt de status op in uw account.',
          },
          pay: {
            question: 'Hoe betaal ik een kamp?',
            answer:
              'Via overschrijving, op de rekening van de organisator. Bij uw inschrijving vindt u het bedrag, het rekeningnummer en een gestructureerde mededeling, zoals +++123/4567/89012+++.\n\n' +
              'Gebruik altijd die mededeling: daarmee kan de organisator uw betaling aan uw inschrijving koppelen. Zodra de overschrijving binnen is, markeert hij ze als betaald; reken op enkele dagen, afhankelijk van de banken.',
          },
          documents: {
            question: 'Waar vind ik mijn facturen en attesten?',
            answer:
              'In uw account, bij elke inschrijving: de factuur, het attest voor het ziekenfonds en, als de organisator het mag uitreiken, het fiscaal attest 281.86. U kunt ze downloaden zodra ze beschikbaar zijn.',
          },
          tax: {
            question: 'Kan ik de kampkosten inbrengen in mijn belastingaangifte (attest 281.86)?',
            answer:
              'Kosten voor kinderopvang van kinderen jonger dan 14 jaar (jonger dan 21 jaar bij een ernstige handicap) geven recht op een belastingvermindering, als het kamp wordt georganiseerd door een instelling die erkend, vergund, gesubsidieerd of gecontroleerd wordt door Opgroeien, ONE, de Duitstalige Gemeenschap of de overheid.\n\n' +
              'De organisator reikt dan een fiscaal attest 281.86 uit, dat u in uw account terugvindt. Verschijnt er geen attest, vraag de organisator dan of hij aan de voorwaarden voldoet.',
          },
          mutual: {
            question: 'Betaalt mijn ziekenfonds het kamp terug?',
            answer:
              'De meeste ziekenfondsen betalen een deel van de kampkosten terug, volgens hun eigen voorwaarden (leeftijd, bedrag, aantal dagen per jaar). Download het attest voor het ziekenfonds uit uw account en bezorg het aan uw ziekenfonds volgens diens procedure. Vraag bij uw ziekenfonds naar de voorwaarden.',
          },
          cancel: {
            question: 'Hoe annuleer ik een inschrijving?',
            answer:
              'Alleen de hoofdouder van het gezinsaccount kan een kind uitschrijven, via de inschrijving in zijn account. De terugbetalingsvoorwaarden zijn die van de organisator: verwittig hem zo vroeg mogelijk, zeker als u al betaald hebt.',
          },
          share: {
            question: 'Kan de andere ouder ons account gebruiken?',
            answer:
              'Ja. De hoofdouder kan het gezinsaccount delen met de andere ouder, die zich aanmeldt met een eigen e-mailadres en wachtwoord. U ziet allebei de kinderen, de inschrijvingen en de documenten; een inschrijving annuleren blijft voorbehouden aan de hoofdouder.\n\n' +
              'Deel nooit uw wachtwoord: elke ouder hoort een eigen toegang te hebben.',
          },
          health: {
            question: 'Wie ziet de gezondheidsinformatie van mijn kind?',
            answer:
              'U, de andere ouder als u het account deelt, en de organisatoren van de kampen waarvoor de inschrijving van uw kind aanvaard is: verder niemand. Die informatie wordt na afloop van het kamp automatisch gewist, en u kunt ze op elk moment wijzigen.',
          },
        },
      },
      organizers: {
        title: 'Voor organisatoren',
        questions: {
          verification: {
            question: 'Waarom moet mijn organisatie geverifieerd worden?',
            answer:
              'Om de gezinnen te beschermen, controleert een beheerder elke organisatie voor ze kan publiceren. Vul uw profiel aan: type organisatie, ondernemingsnummer als u er een hebt, contactgegevens, verantwoordelijke, een kopie van diens identiteitskaart en uw verzekeringsattest.\n\n' +
              'Een feitelijke vereniging heeft geen ondernemingsnummer: dat is geen probleem. Als u uw profiel na de verificatie wijzigt, kunnen de beheerders het opnieuw bekijken.',
          },
          plans: {
            question: 'Welke formule kies ik?',
            answer:
              'Free volstaat om te beginnen: u publiceert gratis enkele kampen tegelijk. Gold heft die grens op en maakt de documenten automatisch aan. Enterprise is bedoeld voor federaties en grote netwerken, op offerte. De details en prijzen staan op de tarievenpagina.\n\n' +
              'Het abonnement wordt met de kaart betaald en loopt een jaar; we verwittigen u voor het afloopt.',
          },
          limit: {
            question: 'Welke kampen tellen mee voor de grens van de formule Free?',
            answer:
              'Alle kampen die u hebt aangemaakt en niet verwijderd, of ze nu zichtbaar, verborgen of al voorbij zijn. Een voorbij kamp verwijderen maakt zijn plaats vrij. Een kamp waarvoor kinderen zijn ingeschreven, kan niet worden verwijderd.',
          },
          enrolments: {
            question: 'Hoe aanvaard of weiger ik een inschrijving?',
            answer:
              'Elke inschrijving komt binnen als een aanvraag bij uw kamp. Aanvaard of weiger ze; de ouder wordt op de hoogte gebracht. U ziet de gezondheidsinformatie van het kind zodra de inschrijving aanvaard is, niet eerder.',
          },
          payments: {
            question: 'Hoe volg ik de betalingen op?',
            answer:
              'Ouders betalen via overschrijving op de rekening van uw organisatie, met de gestructureerde mededeling van de inschrijving. Zodra de overschrijving op uw uittreksels staat, markeert u de inschrijving als betaald: de ouder ziet dat in zijn account. Het platform heeft geen toegang tot uw bankrekening.',
          },
          exports: {
            question: 'Kan ik mijn lijsten exporteren?',
            answer:
              'Ja: de deelnemerslijst van een kamp kan als rekenblad worden geëxporteerd, met de contactgegevens van de ouders en wat uw begeleiders moeten weten.\n\n' +
              'Die lijsten bevatten persoonsgegevens, soms gezondheidsgegevens: deel ze alleen met uw team en verwijder ze na het kamp.',
          },
          documents: {
            question: 'Welke documenten maakt het platform aan?',
            answer:
              'Facturen, attesten voor het ziekenfonds en, als uw organisatie aan de voorwaarden voldoet, fiscale attesten 281.86. Met de formules Gold en Enterprise worden ze automatisch aangemaakt en downloaden de ouders ze uit hun account. Vul voor de fiscale attesten de gegevens over uw erkenning in uw profiel in.',
          },
        },
      },
    },
  },
};
