/**
 * The public information pages: organizations' landing, terms, privacy, FAQ. A text's
 * paragraphs are separated by a blank line (`\n\n`), which the pages split on. The spaces
 * before French ? ! : ; » and after « are non-breaking, so a line never starts with them.
 */
export const pagesFr = {
  pages: {
    common: {
      updated: 'Dernière mise à jour : 21 novembre 2026',
      template_notice:
        'Ce texte est un modèle : l’exploitant de la plateforme doit le faire relire par son conseil juridique avant la mise en ligne.',
    },
    organization_landing: {
      title: 'Vos stages en ligne, vos inscriptions en ordre',
      subtitle:
        'Mouvements de jeunesse, ASBL, associations de fait : publiez vos stages, suivez les inscriptions et les paiements, et laissez la plateforme préparer les documents que les parents vous demandent.',
      cta: 'Créer un compte organisation',
      see_pricing: 'Voir les tarifs',
      features: {
        title: 'Ce que la plateforme fait pour vous',
        publish: {
          title: 'Publiez vos stages',
          text: 'Dates, âges, prix, lieu et places : une fiche claire par stage, que les parents trouvent par date, par âge et par commune.',
        },
        follow: {
          title: 'Suivez inscriptions et paiements',
          text: 'Acceptez ou refusez chaque demande, voyez les places restantes et notez les virements reçus grâce à la communication structurée de chaque inscription.',
        },
        export: {
          title: 'Exportez vos listes',
          text: 'Participants, contacts des parents et informations utiles à l’encadrement, prêts pour le tableur ou l’impression.',
        },
        documents: {
          title: 'Documents automatiques',
          text: 'Factures, attestations de mutualité et attestations fiscales 281.86 : les parents les téléchargent eux-mêmes, sans que vous ayez à les préparer.',
        },
      },
      steps: {
        title: 'Comment ça marche',
        account: {
          title: 'Créez votre compte',
          text: 'Inscrivez-vous avec votre adresse e-mail, choisissez « Organisation » et complétez le profil de votre organisation.',
        },
        verification: {
          title: 'Faites-vous vérifier',
          text: 'Un administrateur vérifie votre organisation, son responsable et son assurance avant que vous puissiez publier.',
        },
        publish: {
          title: 'Publiez',
          text: 'Créez vos stages : ils apparaissent dans le catalogue et les parents peuvent y inscrire leurs enfants.',
        },
      },
      pricing: {
        title: 'Tarifs',
        intro:
          'Commencez gratuitement, puis passez à une formule payante quand vos stages se multiplient.',
        free: 'Gratuit',
        on_demand: 'Sur demande',
        per_year: 'par an',
        unlimited_stages: 'Stages illimités',
        stages:
          'Jusqu’à %{smart_count} stage à la fois |||| Jusqu’à %{smart_count} stages à la fois',
        automatic_documents: 'Documents automatiques',
        updates: 'Mises à jour',
        updates_count: '%{smart_count} an de mises à jour |||| %{smart_count} ans de mises à jour',
        updates_custom: 'Mises à jour sur mesure',
        support: 'Tickets de support',
        support_count:
          '%{smart_count} ticket de support par an |||| %{smart_count} tickets de support par an',
        support_custom: 'Support sur mesure',
        included: 'Compris',
        not_included: 'Non compris',
        start: 'Commencer',
        contact: 'Nous contacter',
        subscribe: 'S’abonner',
        renew: 'Renouveler',
        renewable_from:
          'Votre formule court encore : vous pourrez la renouveler à partir du %{date}.',
        renews_on:
          'Votre formule se renouvelle automatiquement chaque année ; elle court jusqu’au %{date}.',
        subscribe_after_registration:
          'Créez d’abord le compte de votre organisation : vous reviendrez ensuite ici pour payer.',
        failed:
          'Les tarifs n’ont pas pu être chargés. Réessayez plus tard ou écrivez-nous à support@stages.be.',
        note: 'Les abonnements se paient par carte, via notre prestataire de paiement, et se renouvellent chaque année ; votre espace annonce l’échéance 60 jours à l’avance. Quelle que soit la formule, votre organisation doit être vérifiée avant de publier.',
      },
      enterprise: {
        title: 'Demander une offre Enterprise',
        intro:
          'Parlez-nous de votre organisation et de ses besoins : nous vous répondons par e-mail avec une offre sur mesure.',
        name: 'Votre nom',
        phone: 'Téléphone (facultatif)',
        message: 'Votre demande',
        message_hint:
          'Nombre de stages, d’enfants ou de lieux, besoins particuliers… 10 caractères au moins',
        send: 'Envoyer',
        sent: 'Merci ! Votre demande est envoyée : notre équipe vous répond par e-mail dans les meilleurs délais.',
      },
      closing: {
        title: 'Prêt à publier votre premier stage ?',
        text: 'La création du compte est gratuite et ne prend que quelques minutes.',
      },
    },
    tos: {
      title: 'Conditions générales d’utilisation',
      intro:
        'Ces conditions s’appliquent à toute personne qui utilise la plateforme : visiteurs, parents, organisations et administrateurs. En créant un compte, vous les acceptez.',
      sections: {
        service: {
          title: 'Le service',
          body:
            'L’exploitant de la plateforme met à disposition un service en ligne où des organisations (mouvements de jeunesse, ASBL, associations de fait et autres organisateurs) publient des stages de vacances et d’activités, et où les parents y inscrivent leurs enfants. La plateforme aide aussi à suivre les paiements et à préparer les factures et attestations.\n\n' +
            'Le stage lui-même est organisé par l’organisateur, sous sa propre responsabilité. La plateforme n’organise pas de stages, n’encadre pas les enfants et n’est pas partie au contrat conclu entre les parents et l’organisateur (voir les conditions générales de vente).',
        },
        accounts: {
          title: 'Votre compte',
          body:
            'Pour inscrire un enfant ou publier un stage, vous avez besoin d’un compte dont l’adresse e-mail est confirmée. Vous choisissez une fois pour toutes s’il s’agit d’un compte de parent ou d’organisation. Vous devez avoir 18 ans au moins et, pour une organisation, être habilité à agir en son nom.\n\n' +
            'Vous vous engagez à donner des informations exactes et à les tenir à jour. Gardez votre mot de passe pour vous : ce qui est fait avec votre compte est présumé fait par vous. Si vous pensez que quelqu’un d’autre l’a utilisé, changez votre mot de passe, ce qui ferme vos autres sessions, et prévenez-nous à support@stages.be.',
        },
        parents: {
          title: 'Engagements des parents',
          body:
            'En inscrivant un enfant, vous confirmez exercer l’autorité parentale ou agir avec l’accord de qui l’exerce, et que les informations données, y compris sur sa santé, sont exactes et complètes. L’organisateur s’y fie pour prendre soin de votre enfant.\n\n' +
            'Une inscription reste une demande tant que l’organisateur ne l’a pas acceptée. Le prix se paie à l’organisateur, par virement, selon les instructions affichées avec l’inscription.',
        },
        organizations: {
          title: 'Engagements des organisations',
          body:
            'Une organisation ne publie qu’après avoir été vérifiée par un administrateur. Elle décrit ses stages de manière exacte et complète (dates, âges, prix, lieu, ce qui est compris), dispose des assurances, agréments et encadrement exigés pour les activités proposées, et respecte les engagements pris envers les familles.\n\n' +
            'Elle n’utilise les données des parents et des enfants que pour organiser ses stages, et ne donne accès aux informations de santé qu’aux personnes qui en ont besoin pour s’occuper des enfants.',
        },
        content: {
          title: 'Contenus publiés',
          body:
            'Vous restez responsable des textes, photos et documents que vous publiez, et garantissez avoir le droit de les publier, notamment l’accord des personnes reconnaissables sur les photos. Vous autorisez l’exploitant à les afficher sur la plateforme tant qu’ils y sont en ligne.\n\n' +
            'Il est interdit de publier des contenus illégaux, trompeurs, discriminatoires ou qui portent atteinte aux droits d’autrui, et d’utiliser la plateforme pour envoyer de la publicité non sollicitée. Chacun peut signaler un stage ou une organisation ; les administrateurs examinent chaque signalement.',
        },
        moderation: {
          title: 'Modération et suspension',
          body: 'L’exploitant peut masquer un contenu, refuser ou retirer la vérification d’une organisation, ou suspendre un compte qui ne respecte pas ces conditions ou qui met des enfants en danger. Sauf urgence, il vous en donne la raison et vous permet de vous expliquer.',
        },
        availability: {
          title: 'Disponibilité et responsabilité',
          body:
            'Nous faisons de notre mieux pour que la plateforme soit disponible et sûre, sans pouvoir garantir un service ininterrompu : une maintenance peut la rendre momentanément indisponible.\n\n' +
            'L’exploitant répond du fonctionnement de la plateforme. Il ne répond pas du déroulement des stages, des contenus publiés par les organisations, ni des paiements entre parents et organisateurs. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, par exemple en cas de faute intentionnelle ou de fraude.',
        },
        closing: {
          title: 'Fermer votre compte',
          body: 'Vous pouvez supprimer votre compte à tout moment depuis votre profil, en tapant votre adresse e-mail pour confirmer. Certaines informations, comme les factures, sont conservées après la suppression pendant la durée légale (voir la politique de confidentialité).',
        },
        changes: {
          title: 'Modification des conditions',
          body: 'Nous pouvons modifier ces conditions. Nous vous prévenons des changements importants par e-mail ou sur la plateforme avant qu’ils s’appliquent. Si vous n’êtes pas d’accord, vous pouvez fermer votre compte ; si vous continuez à utiliser la plateforme ensuite, les nouvelles conditions s’appliquent.',
        },
        law: {
          title: 'Droit applicable et contact',
          body:
            'Ces conditions sont régies par le droit belge. En cas de litige, nous cherchons d’abord une solution amiable ; à défaut, les tribunaux belges sont compétents, sans préjudice des règles qui permettent à un consommateur de saisir le juge de son domicile.\n\n' +
            'Pour toute question : support@stages.be.',
        },
      },
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Cette politique explique quelles données personnelles la plateforme traite, pourquoi, combien de temps, et avec qui elles sont partagées. Nous ne collectons que ce qui est nécessaire pour organiser des stages et des inscriptions.',
      sections: {
        controller: {
          title: 'Qui est responsable',
          body:
            'L’exploitant de la plateforme est responsable du traitement des données nécessaires à son fonctionnement : comptes, connexion, sécurité, abonnements des organisations et support.\n\n' +
            'Chaque organisation est responsable des données des familles inscrites à ses stages, qu’elle utilise pour les organiser. Pour ces données, l’exploitant agit comme sous-traitant, sur ses instructions.\n\n' +
            'Pour toute question sur vos données : privacy@stages.be.',
        },
        data: {
          title: 'Les données que nous traitons',
          body:
            'Votre compte : nom, prénom, adresse e-mail, téléphone, adresse postale, langue, choix en matière de cookies, et votre mot de passe, conservé uniquement sous forme d’empreinte, ou le compte Google ou Microsoft avec lequel vous vous connectez.\n\n' +
            'Vos enfants : nom, prénom, date de naissance et numéro de registre national, nécessaires aux attestations fiscales et de mutualité, ainsi que les informations de santé que vous choisissez de donner (allergies, médicaments, remarques de santé).\n\n' +
            'Les organisations : nom, type, numéros d’entreprise et de TVA, coordonnées, compte bancaire, responsable, copie de sa carte d’identité et attestation d’assurance, que les administrateurs utilisent pour la vérification.\n\n' +
            'Les inscriptions et les paiements : quel enfant est inscrit à quel stage, le statut de l’inscription, les montants, la communication structurée et la réception du paiement. Les abonnements se paient par carte auprès de notre prestataire de paiement : la plateforme ne voit ni ne conserve votre numéro de carte.\n\n' +
            'Les données techniques : cookies de session et journaux de connexion (adresse IP, date et heure), pour la sécurité.',
        },
        health: {
          title: 'Les données de santé des enfants',
          body:
            'Les allergies, médicaments et remarques de santé sont des données de santé, une catégorie particulière au sens de l’article 9 du RGPD. Nous ne les traitons que parce que vous nous les donnez, avec votre consentement explicite, pour que l’organisateur puisse prendre soin de votre enfant en toute sécurité.\n\n' +
            'Elles ne sont visibles que par les parents de l’enfant et par les organisateurs d’un stage auquel son inscription a été acceptée. Un organisateur ne les voit pas tant qu’il n’a pas accepté l’inscription.\n\n' +
            'Elles sont effacées automatiquement, selon un calendrier fixé, après la fin du stage. Vous pouvez les modifier ou les retirer à tout moment.',
        },
        purposes: {
          title: 'Pourquoi, et sur quelle base',
          body:
            'Gérer votre compte, vos inscriptions et les stages des organisations : c’est nécessaire à l’exécution du contrat qui nous lie (article 6.1.b du RGPD).\n\n' +
            'Établir les factures et attestations et tenir la comptabilité : c’est une obligation légale (article 6.1.c).\n\n' +
            'Protéger la plateforme, prévenir la fraude et traiter les signalements : c’est notre intérêt légitime, et celui des familles (article 6.1.f).\n\n' +
            'Mesurer l’audience du site : uniquement avec votre consentement (article 6.1.a), donné dans le bandeau cookies.\n\n' +
            'Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.',
        },
        sharing: {
          title: 'Qui y a accès',
          body:
            'Les organisateurs des stages auxquels vous inscrivez un enfant voient ce qui leur est nécessaire : vos coordonnées, l’identité de l’enfant et, une fois l’inscription acceptée, ses informations de santé.\n\n' +
            'Les administrateurs de la plateforme y accèdent dans la mesure nécessaire pour vérifier les organisations, traiter les signalements et répondre aux demandes de support.\n\n' +
            'Nos prestataires (hébergement, envoi d’e-mails, paiement des abonnements et, si vous l’acceptez, mesure d’audience) traitent des données pour notre compte, sous contrat. Si l’un d’eux se trouve hors de l’Espace économique européen, le transfert repose sur des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.\n\n' +
            'Si vous vous connectez avec Google ou Microsoft, ce service confirme votre identité et nous transmet votre nom et votre adresse e-mail. Nous ne communiquons des données aux autorités que lorsque la loi l’exige.',
        },
        retention: {
          title: 'Combien de temps',
          body:
            'Votre compte et votre profil sont conservés tant que le compte existe, et supprimés quand vous le supprimez.\n\n' +
            'Les données de santé des enfants sont effacées automatiquement après la fin du stage.\n\n' +
            'Les factures et pièces comptables sont conservées pendant la durée imposée par le droit comptable et fiscal, même après la suppression du compte.\n\n' +
            'Une session prend fin après 12 heures sans activité, ou après 30 jours si vous avez choisi de rester connecté. Les sessions terminées et les liens de confirmation ou de réinitialisation expirés sont effacés dans l’heure.\n\n' +
            'L’historique de ce qui s’est passé sur la plateforme (par exemple, qu’une inscription a été acceptée) ne contient ni nom, ni coordonnées, ni données de santé ; il est conservé.',
        },
        cookies: {
          title: 'Cookies',
          body:
            'Les cookies essentiels vous permettent de vous connecter et protègent votre session, notamment contre la falsification de requêtes. Ils sont indispensables et ne demandent pas de consentement.\n\n' +
            'Un outil de mesure d’audience n’est chargé que si vous choisissez « Autoriser » dans le bandeau cookies. Si vous choisissez « Essentiels », seuls les cookies nécessaires pour vous connecter et rester en sécurité sont utilisés.\n\n' +
            'Vous pouvez changer d’avis à tout moment ; si vous retirez votre consentement, l’outil de mesure n’est plus chargé.',
        },
        security: {
          title: 'Sécurité',
          body:
            'Les mots de passe ne sont jamais conservés en clair. Les échanges sont chiffrés (HTTPS), les cookies de session sont inaccessibles aux scripts de la page, les liens envoyés par e-mail expirent, et chacun n’accède qu’aux données que son rôle exige.\n\n' +
            'En cas de violation de données présentant un risque pour vos droits, nous prévenons l’Autorité de protection des données dans les 72 heures et, si le risque est élevé, les personnes concernées.',
        },
        rights: {
          title: 'Vos droits',
          body: 'Vous pouvez accéder à vos données, les rectifier, les effacer, les recevoir dans un format réutilisable, vous opposer à certains traitements et introduire une plainte auprès de l’Autorité de protection des données. La page « Vos droits (RGPD) » explique comment faire ; vous pouvez aussi écrire à privacy@stages.be.',
        },
        changes: {
          title: 'Modifications',
          body: 'Nous mettons cette politique à jour quand nos traitements changent ; la date en haut de page indique la version en vigueur. Nous vous prévenons par e-mail des changements importants.',
        },
      },
    },
    gdpr: {
      title: 'Vos droits selon le RGPD',
      intro:
        'Le règlement général sur la protection des données (RGPD) vous donne des droits sur vos données personnelles. Voici ce que chacun signifie sur la plateforme, et comment l’exercer.',
      sections: {
        how: {
          title: 'Comment exercer vos droits',
          body:
            'Beaucoup de choses se font directement depuis votre compte : consulter et corriger votre profil et celui de vos enfants, retirer des informations de santé, supprimer votre compte. Pour le reste, écrivez à privacy@stages.be depuis l’adresse de votre compte. En cas de doute raisonnable sur votre identité, nous pouvons vous demander de la confirmer, sans exiger plus que nécessaire.\n\n' +
            'Nous répondons dans un délai d’un mois. Si la demande est complexe ou si nous en recevons beaucoup, ce délai peut être prolongé de deux mois ; nous vous le disons alors dans le premier mois, avec la raison. L’exercice de vos droits est gratuit.\n\n' +
            'Pour les données qu’un organisateur détient sur une inscription, c’est lui le responsable : vous pouvez vous adresser directement à lui, ou nous écrire et nous l’aiderons à vous répondre.',
        },
        access: {
          title: 'Droit d’accès',
          body: 'Vous pouvez savoir si nous traitons des données vous concernant et en obtenir une copie, avec leurs finalités, leur origine, leurs destinataires et leur durée de conservation (article 15). L’essentiel est visible dans votre compte : profil, enfants, inscriptions, factures et attestations.',
        },
        rectification: {
          title: 'Droit de rectification',
          body: 'Vous pouvez corriger des données inexactes ou compléter des données incomplètes (article 16), le plus souvent vous-même, dans votre profil. Une facture ou une attestation déjà émise ne se modifie pas après coup : écrivez à l’organisateur, qui peut émettre un document rectificatif.',
        },
        erasure: {
          title: 'Droit à l’effacement',
          body:
            'Vous pouvez supprimer votre compte vous-même (article 17) : dans votre profil, choisissez de supprimer le compte et tapez votre adresse e-mail pour confirmer. La suppression est définitive : votre profil, les données de vos enfants, vos sessions et les liens avec Google ou Microsoft disparaissent.\n\n' +
            'Certaines données doivent être conservées malgré tout : les factures et pièces comptables, pendant la durée légale. L’historique de la plateforme est conservé sans votre nom, vos coordonnées ni données de santé. Les données de santé des enfants sont de toute façon effacées après la fin du stage.\n\n' +
            'Avant de supprimer votre compte, téléchargez les factures et attestations dont vous aurez encore besoin, par exemple pour votre déclaration d’impôts ou votre mutualité.',
        },
        restriction: {
          title: 'Droit à la limitation',
          body: 'Pendant que nous vérifions l’exactitude de vos données ou examinons votre opposition, vous pouvez demander que nous cessions de les utiliser, sauf pour les conserver (article 18).',
        },
        portability: {
          title: 'Droit à la portabilité',
          body: 'Vous pouvez recevoir les données que vous nous avez fournies dans un format structuré, couramment utilisé et lisible par machine, ou demander qu’elles soient transmises directement à un autre service quand c’est techniquement possible (article 20). Écrivez-nous à privacy@stages.be.',
        },
        objection: {
          title: 'Droit d’opposition',
          body: 'Vous pouvez vous opposer à tout moment, pour des raisons tenant à votre situation particulière, aux traitements fondés sur notre intérêt légitime (article 21). Nous les arrêtons, sauf motifs légitimes impérieux ou défense de droits en justice. Nous ne faisons pas de prospection commerciale ; si c’était le cas, vous pourriez vous y opposer sans justification.',
        },
        consent: {
          title: 'Retrait du consentement',
          body: 'Ce qui repose sur votre consentement peut être retiré à tout moment, aussi facilement que vous l’avez donné : la mesure d’audience, en changeant votre choix de cookies, et les informations de santé de vos enfants, en les retirant de leur fiche. Le retrait ne remet pas en cause ce qui a été fait avant.',
        },
        complaint: {
          title: 'Réclamation',
          body:
            'Si vous estimez que vos droits ne sont pas respectés, écrivez-nous d’abord à privacy@stages.be : nous chercherons une solution avec vous.\n\n' +
            'Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données (Gegevensbeschermingsautoriteit), rue de la Presse 35, 1000 Bruxelles, contact@apd-gba.be, www.autoriteprotectiondonnees.be, ou auprès de l’autorité du pays de l’Union européenne où vous vivez. Vous pouvez également saisir les tribunaux.',
        },
      },
    },
    gtc: {
      title: 'Conditions générales de vente',
      intro:
        'Ces conditions régissent les abonnements que les organisations souscrivent sur la plateforme, et expliquent la relation entre parents et organisateurs lorsqu’un enfant est inscrit à un stage. Les conditions d’utilisation s’appliquent également.',
      sections: {
        plans: {
          title: 'Les formules',
          body:
            'La plateforme propose trois formules. Free permet de publier gratuitement un nombre limité de stages à la fois. Gold lève cette limite et comprend les documents automatiques, des mises à jour et un nombre de tickets de support par an. Enterprise est établie sur devis, selon vos besoins.\n\n' +
            'Le contenu et le prix de chaque formule sont ceux affichés sur la page des tarifs le jour de la souscription. Un stage supprimé libère sa place ; un stage passé compte tant qu’il n’est pas supprimé.',
        },
        verification: {
          title: 'Vérification avant publication',
          body: 'Quelle que soit la formule, une organisation ne publie qu’après avoir été vérifiée par un administrateur, sur la base de son profil, de l’identité de son responsable et de son attestation d’assurance. Un abonnement ne remplace pas la vérification. Celle-ci peut être refusée ou retirée si les informations sont inexactes, et revue si le profil change ensuite.',
        },
        price: {
          title: 'Prix et paiement',
          body: 'Les prix sont exprimés en euros, pour un an ; le régime de TVA applicable figure sur la facture. L’abonnement se paie par carte, en ligne, via notre prestataire de paiement ; la plateforme ne voit ni ne conserve votre numéro de carte. La facture est disponible dans votre compte.',
        },
        duration: {
          title: 'Durée et fin de l’abonnement',
          body:
            'L’abonnement commence au paiement et court un an. Payé par carte, il se renouvelle chaque année au prix de la formule, par le même moyen de paiement, sauf si vous le résiliez avant sa date de renouvellement en écrivant à l’équipe ; la bannière de votre espace annonce cette date 60 jours à l’avance. Si le paiement du renouvellement échoue, nous vous prévenons par e-mail. Une formule accordée par l’équipe (contrat Enterprise, paiement par virement) court jusqu’à la date convenue et se prolonge de la même manière.\n\n' +
            'À la date de fin, l’organisation revient aux limites de la formule Free : ses stages déjà publiés restent en ligne, mais elle ne peut plus en créer au-delà de cette limite tant qu’elle n’a pas renouvelé.',
        },
        withdrawal: {
          title: 'Droit de rétractation',
          body: 'L’organisation souscrit pour les besoins de son activité, et non en tant que consommateur : le droit de rétractation de quatorze jours prévu pour les consommateurs ne s’applique en principe pas.',
        },
        support: {
          title: 'Support et mises à jour',
          body: 'Le support se demande à support@stages.be, dans la limite des tickets compris dans la formule. Les mises à jour de la plateforme sont comprises pendant la durée prévue par la formule.',
        },
        termination: {
          title: 'Résiliation',
          body: 'Vous pouvez arrêter à tout moment en supprimant le compte de l’organisation ; le montant payé pour l’année en cours n’est pas remboursé, sauf faute de l’exploitant. L’exploitant peut mettre fin au contrat si l’organisation manque gravement à ces conditions ou aux conditions d’utilisation, après mise en demeure, sauf urgence.',
        },
        camp_contract: {
          title: 'Le contrat de stage',
          body: 'Lorsqu’un parent inscrit un enfant à un stage, le contrat est conclu entre le parent et l’organisateur. La plateforme n’y est pas partie : elle fournit l’outil, mais ne vend pas le stage, n’encaisse pas son prix et n’encadre pas les enfants.',
        },
        enrolments: {
          title: 'Prix, acceptation et refus',
          body: 'L’organisateur fixe le prix, le nombre de places, les âges et les conditions de chaque stage. Une inscription est une demande : l’organisateur l’accepte ou la refuse, par exemple si le stage est complet ou si l’âge ne correspond pas. Le contrat est formé quand il l’accepte.',
        },
        payment: {
          title: 'Paiement du stage',
          body: 'Le parent paie directement l’organisateur, par virement sur le compte indiqué, avec la communication structurée propre à l’inscription, qui permet de rattacher le paiement. L’organisateur indique sur la plateforme qu’il a reçu le paiement. Les factures et attestations sont établies au nom de l’organisateur.',
        },
        cancellation: {
          title: 'Annulation et remboursement',
          body:
            'Les conditions d’annulation et de remboursement sont celles de l’organisateur, indiquées dans la description du stage. Sur la plateforme, seul le parent principal peut annuler une inscription ; pour un remboursement, adressez-vous à l’organisateur.\n\n' +
            'Les services d’activités de loisirs prévus à une date ou pour une période déterminée sont en principe exclus du droit de rétractation de quatorze jours (article VI.53, 12°, du Code de droit économique).',
        },
        disputes: {
          title: 'Litiges',
          body: 'Un désaccord sur un stage se règle entre le parent et l’organisateur ; la plateforme peut faciliter le contact, mais ne tranche pas. Un consommateur peut aussi s’adresser au Service de médiation pour le consommateur (mediationconsommateur.be). Ces conditions sont régies par le droit belge.',
        },
      },
    },
    accessibility: {
      title: 'Déclaration d’accessibilité',
      intro:
        'Nous voulons que chaque parent, organisateur et administrateur puisse utiliser la plateforme, quelle que soit sa façon de lire l’écran, de se déplacer dans une page ou de saisir du texte. Cette déclaration dit à quelle norme nous nous tenons, comment nous la vérifions, ce qui n’y répond pas encore et comment nous signaler un obstacle.',
      sections: {
        standard: {
          title: 'La norme visée',
          body:
            'Nous visons le niveau AA des Règles pour l’accessibilité des contenus web (WCAG) 2.1, repris par la norme européenne EN 301 549, sur toutes les pages du site : pages publiques, compte, espace des parents, des organisations et des administrateurs, en français, en anglais et en néerlandais, en thème clair comme en thème sombre, sur ordinateur comme sur téléphone.\n\n' +
            'La plateforme vend des services aux familles en ligne : elle relève de l’Acte européen sur l’accessibilité (directive (UE) 2019/882), applicable depuis le 28 juin 2025.',
        },
        status: {
          title: 'État de conformité',
          body: 'Le site est partiellement conforme : les pages elles-mêmes répondent aux critères vérifiés ci-dessous, mais certains documents téléchargeables n’y répondent pas encore (voir « Ce qui n’est pas encore accessible »).',
        },
        checks: {
          title: 'Comment nous vérifions',
          body:
            'À chaque modification du produit, nos tests automatiques ouvrent toutes les pages du site dans un vrai navigateur, dans les trois langues, dans les deux thèmes et à deux largeurs d’écran (1280 et 390 pixels), fenêtres de confirmation ouvertes, et les passent au crible des règles WCAG 2.0 et 2.1 de niveaux A et AA de l’outil axe-core. Une seule erreur empêche la mise en ligne.\n\n' +
            'D’autres tests parcourent au clavier seul, sans souris, l’inscription d’un enfant par un parent et l’acceptation d’une inscription par un organisateur.\n\n' +
            'Les contrôles automatiques ne trouvent pas tout : la pertinence d’un texte alternatif ou l’ordre de lecture se jugent aussi à la main, et nous y veillons quand nous changeons un écran.',
        },
        gaps: {
          title: 'Ce qui n’est pas encore accessible',
          body:
            'Les documents PDF (factures, notes de crédit, attestations de mutualité et attestations fiscales 281.86) ne sont pas balisés : un lecteur d’écran en lit le texte, mais sans la structure des titres et des tableaux. Leurs montants, dates et références figurent aussi en clair dans votre compte, sur la page des factures.\n\n' +
            'Les images et les descriptions des stages sont publiées par les organisations : nous leur demandons un texte alternatif, mais nous ne pouvons pas garantir sa qualité.\n\n' +
            'Le paiement d’un abonnement passe par la page de paiement de notre prestataire, Stripe, dont nous ne maîtrisons pas l’accessibilité.',
        },
        report: {
          title: 'Signaler un obstacle',
          body:
            'Si vous ne parvenez pas à utiliser une page ou un document, écrivez-nous à accessibility@stages.be en indiquant la page et ce qui vous a bloqué. Nous vous répondons dans les cinq jours ouvrables et, si nous ne pouvons pas corriger tout de suite, nous vous transmettons l’information ou le document sous une autre forme.\n\n' +
            'Si notre réponse ne vous satisfait pas, vous pouvez vous adresser au Point de contact du SPF Economie (pointdecontact.belgique.be), chargé en Belgique du contrôle de l’accessibilité des produits et services.',
        },
      },
    },
    faq: {
      title: 'Questions fréquentes',
      intro:
        'Les réponses aux questions que l’on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? Écrivez-nous à support@stages.be.',
      parents: {
        title: 'Pour les parents',
        questions: {
          enrol: {
            question: 'Comment inscrire mon enfant à un stage ?',
            answer:
              'Créez un compte de parent et ajoutez-y vos enfants, une fois pour toutes. Sur la page du stage, choisissez l’enfant à inscrire et envoyez la demande.\n\n' +
              'L’inscription reste en attente jusqu’à ce que l’organisateur l’accepte ou la refuse ; vous suivez son statut dans votre compte.',
          },
          pay: {
            question: 'Comment payer un stage ?',
            answer:
              'Par virement, sur le compte de l’organisateur. Avec votre inscription, vous trouvez le montant, le numéro de compte et une communication structurée, du type +++123/4567/89012+++.\n\n' +
              'Utilisez toujours cette communication : c’est elle qui permet à l’organisateur de rattacher votre paiement à votre inscription. Quand il a reçu le virement, il le marque comme payé ; comptez quelques jours selon les banques.',
          },
          documents: {
            question: 'Où trouver mes factures et attestations ?',
            answer:
              'Dans votre compte, avec chaque inscription : la facture, l’attestation de mutualité et, si l’organisateur peut la délivrer, l’attestation fiscale 281.86. Vous les téléchargez dès qu’elles sont disponibles.',
          },
          tax: {
            question: 'Puis-je déduire les frais de stage de mes impôts (attestation 281.86) ?',
            answer:
              'Les frais de garde d’enfants de moins de 14 ans (moins de 21 ans en cas de handicap grave) donnent droit à une réduction d’impôt, si le stage est organisé par une structure reconnue, agréée, subventionnée ou contrôlée par l’ONE, Opgroeien, la Communauté germanophone ou les pouvoirs publics.\n\n' +
              'L’organisateur délivre alors une attestation fiscale 281.86, que vous retrouvez dans votre compte. Si aucune attestation n’apparaît, demandez à l’organisateur s’il remplit les conditions.',
          },
          mutual: {
            question: 'Ma mutualité rembourse-t-elle les stages ?',
            answer:
              'La plupart des mutualités remboursent une partie des frais de stage, selon leurs propres conditions (âge, montant, nombre de jours par an). Téléchargez l’attestation de mutualité depuis votre compte et envoyez-la à votre mutualité, selon sa procédure. Renseignez-vous auprès d’elle sur les conditions.',
          },
          cancel: {
            question: 'Comment annuler une inscription ?',
            answer:
              'Seul le parent principal du compte familial peut désinscrire un enfant, depuis l’inscription dans son compte. Les conditions de remboursement sont celles de l’organisateur : prévenez-le le plus tôt possible, surtout si vous avez déjà payé.',
          },
          share: {
            question: 'L’autre parent peut-il accéder à notre compte ?',
            answer:
              'Oui. Le parent principal peut partager le compte familial avec l’autre parent, qui se connecte avec sa propre adresse e-mail et son propre mot de passe. Vous voyez tous deux les enfants, les inscriptions et les documents ; l’annulation d’une inscription reste réservée au parent principal.\n\n' +
              'Ne partagez jamais votre mot de passe : chaque parent doit avoir son propre accès.',
          },
          health: {
            question: 'Qui voit les informations de santé de mon enfant ?',
            answer:
              'Vous, l’autre parent si vous partagez le compte, et les organisateurs des stages auxquels l’inscription de votre enfant a été acceptée : personne d’autre. Ces informations sont effacées automatiquement après la fin du stage, et vous pouvez les modifier à tout moment.',
          },
        },
      },
      organizers: {
        title: 'Pour les organisateurs',
        questions: {
          verification: {
            question: 'Pourquoi mon organisation doit-elle être vérifiée ?',
            answer:
              'Pour protéger les familles, un administrateur vérifie chaque organisation avant qu’elle puisse publier. Complétez votre profil : type d’organisation, numéro d’entreprise si vous en avez un, coordonnées, responsable, copie de sa carte d’identité et attestation d’assurance.\n\n' +
              'Une association de fait n’a pas de numéro d’entreprise : ce n’est pas un obstacle. Si vous modifiez votre profil après la vérification, les administrateurs peuvent le revoir.',
          },
          plans: {
            question: 'Quelle formule choisir ?',
            answer:
              'Free suffit pour commencer : vous publiez quelques stages à la fois, gratuitement. Gold lève la limite et produit les documents automatiquement. Enterprise s’adresse aux fédérations et aux grands réseaux, sur devis. Le détail et les prix figurent sur la page des tarifs.\n\n' +
              'L’abonnement se paie par carte et court un an ; nous vous prévenons avant son échéance.',
          },
          limit: {
            question: 'Quels stages comptent dans la limite de la formule Free ?',
            answer:
              'Tous les stages que vous avez créés et pas supprimés, qu’ils soient visibles, masqués ou déjà passés. Supprimer un stage passé libère sa place. Un stage auquel des enfants sont inscrits ne peut pas être supprimé.',
          },
          enrolments: {
            question: 'Comment accepter ou refuser une inscription ?',
            answer:
              'Chaque inscription arrive comme une demande sur votre stage. Acceptez-la ou refusez-la ; le parent en est informé. Vous voyez les informations de santé de l’enfant une fois l’inscription acceptée, pas avant.',
          },
          payments: {
            question: 'Comment suivre les paiements ?',
            answer:
              'Les parents paient par virement sur le compte de votre organisation, avec la communication structurée de l’inscription. Quand le virement apparaît sur vos extraits, marquez l’inscription comme payée : le parent le voit dans son compte. La plateforme n’a pas accès à votre compte bancaire.',
          },
          exports: {
            question: 'Puis-je exporter mes listes ?',
            answer:
              'Oui : la liste des participants d’un stage s’exporte en fichier tableur, avec les contacts des parents et les informations utiles à l’encadrement.\n\n' +
              'Ces listes contiennent des données personnelles, parfois de santé : ne les partagez qu’avec votre équipe et supprimez-les après le stage.',
          },
          documents: {
            question: 'Quels documents la plateforme prépare-t-elle ?',
            answer:
              'Les factures, les attestations de mutualité et, si votre organisation remplit les conditions, les attestations fiscales 281.86. Avec les formules Gold et Enterprise, ils sont produits automatiquement et les parents les téléchargent dans leur compte. Pour les attestations fiscales, complétez les informations d’agrément dans votre profil.',
          },
        },
      },
    },
  },
};

export type PagesMessages = typeof pagesFr;
