import 'server-only';
import type { NewsText, NewsTranslations } from '@/lib/server/db/schema';

/**
 * The demo's news, published in English (the columns) and written in every other language of the site, so each
 * reader meets them in their own: the fallback to English is for an operator's item nobody translated yet.
 */
export const DEMO_NEWS: (NewsText & { translations: NewsTranslations; published: string })[] = [
  {
    published: '2026-01-10T12:00:00Z',
    title: 'Bitcoin ATMs now in Thessaloniki',
    summary: 'Three new machines in the city centre.',
    body: 'Our network in Greece grows: three machines now run in central Thessaloniki, open daily from 8:00 to 22:00.',
    translations: {
      cs: {
        title: 'Bitcoinové bankomaty nově v Soluni',
        summary: 'Tři nové automaty v centru města.',
        body: 'Naše síť v Řecku roste: v centru Soluně nyní fungují tři automaty, otevřené denně od 8:00 do 22:00.',
      },
      sk: {
        title: 'Bitcoinové bankomaty už aj v Solúne',
        summary: 'Tri nové automaty v centre mesta.',
        body: 'Naša sieť v Grécku rastie: v centre Solúna teraz fungujú tri automaty, otvorené denne od 8:00 do 22:00.',
      },
      el: {
        title: 'Bitcoin ATM τώρα και στη Θεσσαλονίκη',
        summary: 'Τρία νέα μηχανήματα στο κέντρο της πόλης.',
        body: 'Το δίκτυό μας στην Ελλάδα μεγαλώνει: τρία μηχανήματα λειτουργούν πλέον στο κέντρο της Θεσσαλονίκης, καθημερινά από τις 8:00 έως τις 22:00.',
      },
      es: {
        title: 'Cajeros de bitcoin ya en Salónica',
        summary: 'Tres máquinas nuevas en el centro de la ciudad.',
        body: 'Nuestra red en Grecia crece: tres máquinas funcionan ya en el centro de Salónica, abiertas todos los días de 8:00 a 22:00.',
      },
      ru: {
        title: 'Биткоин-банкоматы теперь в Салониках',
        summary: 'Три новых автомата в центре города.',
        body: 'Наша сеть в Греции растёт: в центре Салоник теперь работают три автомата, ежедневно с 8:00 до 22:00.',
      },
      de: {
        title: 'Bitcoin-Automaten jetzt in Thessaloniki',
        summary: 'Drei neue Automaten im Stadtzentrum.',
        body: 'Unser Netz in Griechenland wächst: Im Zentrum von Thessaloniki laufen jetzt drei Automaten, täglich von 8:00 bis 22:00 Uhr.',
      },
      hu: {
        title: 'Bitcoin-automaták már Szalonikiben is',
        summary: 'Három új automata a belvárosban.',
        body: 'Görögországi hálózatunk bővül: Szaloniki belvárosában már három automata működik, naponta 8:00 és 22:00 között.',
      },
    },
  },
  {
    published: '2026-03-20T12:00:00Z',
    title: 'Litecoin at every ATM',
    summary: 'Buy and sell LTC wherever you see our logo.',
    body: 'Every machine in the Czech Republic, Slovakia and Greece now buys and sells Litecoin next to Bitcoin.',
    translations: {
      cs: {
        title: 'Litecoin na každém automatu',
        summary: 'Nakupujte a prodávejte LTC všude, kde vidíte naše logo.',
        body: 'Každý automat v Česku, na Slovensku a v Řecku nyní vedle bitcoinu nakupuje a prodává i litecoin.',
      },
      sk: {
        title: 'Litecoin na každom automate',
        summary: 'Nakupujte a predávajte LTC všade, kde vidíte naše logo.',
        body: 'Každý automat v Česku, na Slovensku a v Grécku teraz popri bitcoine nakupuje a predáva aj litecoin.',
      },
      el: {
        title: 'Litecoin σε κάθε ATM',
        summary: 'Αγοράστε και πουλήστε LTC όπου δείτε το λογότυπό μας.',
        body: 'Κάθε μηχάνημα στην Τσεχία, τη Σλοβακία και την Ελλάδα αγοράζει και πουλά πλέον Litecoin δίπλα στο Bitcoin.',
      },
      es: {
        title: 'Litecoin en todos los cajeros',
        summary: 'Compre y venda LTC dondequiera que vea nuestro logotipo.',
        body: 'Todas las máquinas de Chequia, Eslovaquia y Grecia compran y venden ahora litecoin junto a bitcoin.',
      },
      ru: {
        title: 'Litecoin в каждом банкомате',
        summary: 'Покупайте и продавайте LTC везде, где видите наш логотип.',
        body: 'Каждый автомат в Чехии, Словакии и Греции теперь покупает и продаёт лайткоин наряду с биткоином.',
      },
      de: {
        title: 'Litecoin an jedem Automaten',
        summary: 'Kaufen und verkaufen Sie LTC überall, wo Sie unser Logo sehen.',
        body: 'Jeder Automat in Tschechien, der Slowakei und Griechenland kauft und verkauft jetzt neben Bitcoin auch Litecoin.',
      },
      hu: {
        title: 'Litecoin minden automatán',
        summary: 'Vásároljon és adjon el LTC-t mindenhol, ahol a logónkat látja.',
        body: 'Csehország, Szlovákia és Görögország minden automatája mostantól a bitcoin mellett litecoint is vesz és elad.',
      },
    },
  },
  {
    published: '2026-05-02T12:00:00Z',
    title: 'Flexible staking is live',
    summary: 'Earn rewards you can withdraw any day.',
    body: 'Flexible staking pays a daily reward and lets you unstake whenever you want. Fixed staking pays more for 30, 60 or 90 days.',
    translations: {
      cs: {
        title: 'Flexibilní staking je spuštěn',
        summary: 'Získávejte odměny, které můžete vybrat kterýkoli den.',
        body: 'Flexibilní staking vyplácí denní odměnu a vklad můžete kdykoli ukončit. Pevný staking na 30, 60 nebo 90 dní vynáší více.',
      },
      sk: {
        title: 'Flexibilný staking je spustený',
        summary: 'Získavajte odmeny, ktoré môžete vybrať v ktorýkoľvek deň.',
        body: 'Flexibilný staking vypláca dennú odmenu a vklad môžete kedykoľvek ukončiť. Pevný staking na 30, 60 alebo 90 dní vynáša viac.',
      },
      el: {
        title: 'Το ευέλικτο staking είναι διαθέσιμο',
        summary: 'Κερδίστε ανταμοιβές που μπορείτε να αποσύρετε οποιαδήποτε μέρα.',
        body: 'Το ευέλικτο staking αποδίδει ημερήσια ανταμοιβή και μπορείτε να το διακόψετε όποτε θέλετε. Το σταθερό staking αποδίδει περισσότερα για 30, 60 ή 90 ημέρες.',
      },
      es: {
        title: 'El staking flexible ya está disponible',
        summary: 'Gane recompensas que puede retirar cualquier día.',
        body: 'El staking flexible paga una recompensa diaria y le permite retirarse cuando quiera. El staking fijo paga más por 30, 60 o 90 días.',
      },
      ru: {
        title: 'Гибкий стейкинг запущен',
        summary: 'Получайте вознаграждение, которое можно вывести в любой день.',
        body: 'Гибкий стейкинг приносит ежедневное вознаграждение, и вы можете выйти из него когда угодно. Фиксированный стейкинг на 30, 60 или 90 дней приносит больше.',
      },
      de: {
        title: 'Flexibles Staking ist gestartet',
        summary: 'Verdienen Sie Erträge, die Sie jeden Tag abheben können.',
        body: 'Flexibles Staking zahlt einen täglichen Ertrag, und Sie können jederzeit aussteigen. Festes Staking zahlt mehr für 30, 60 oder 90 Tage.',
      },
      hu: {
        title: 'Elindult a rugalmas staking',
        summary: 'Szerezzen hozamot, amelyet bármelyik nap felvehet.',
        body: 'A rugalmas staking napi hozamot fizet, és bármikor kiléphet belőle. A rögzített staking 30, 60 vagy 90 napra többet fizet.',
      },
    },
  },
  {
    published: '2026-09-14T12:00:00Z',
    title: 'Two-factor security for everyone',
    summary: 'Protect your account with an authenticator app.',
    body: 'Turn on two-factor sign-in under My profile → Security. It takes a minute and keeps your funds safe even if your password leaks.',
    translations: {
      cs: {
        title: 'Dvoufázové ověření pro všechny',
        summary: 'Chraňte svůj účet aplikací pro ověřování.',
        body: 'Dvoufázové přihlášení zapnete v části Můj profil → Zabezpečení. Zabere to minutu a vaše prostředky ochrání, i když vaše heslo unikne.',
      },
      sk: {
        title: 'Dvojfázové overenie pre všetkých',
        summary: 'Chráňte svoj účet overovacou aplikáciou.',
        body: 'Dvojfázové prihlásenie zapnete v časti Môj profil → Zabezpečenie. Trvá to minútu a vaše prostriedky ochráni, aj keď vaše heslo unikne.',
      },
      el: {
        title: 'Έλεγχος ταυτότητας δύο παραγόντων για όλους',
        summary: 'Προστατέψτε τον λογαριασμό σας με μια εφαρμογή ελέγχου ταυτότητας.',
        body: 'Ενεργοποιήστε τη σύνδεση δύο παραγόντων στο Το προφίλ μου → Ασφάλεια. Χρειάζεται ένα λεπτό και προστατεύει τα χρήματά σας ακόμη κι αν διαρρεύσει ο κωδικός σας.',
      },
      es: {
        title: 'Verificación en dos pasos para todos',
        summary: 'Proteja su cuenta con una aplicación de autenticación.',
        body: 'Active el inicio de sesión en dos pasos en Mi perfil → Seguridad. Lleva un minuto y protege sus fondos incluso si se filtra su contraseña.',
      },
      ru: {
        title: 'Двухфакторная защита для всех',
        summary: 'Защитите свой аккаунт приложением-аутентификатором.',
        body: 'Включите двухфакторный вход в разделе «Мой профиль» → «Безопасность». Это займёт минуту и защитит ваши средства, даже если пароль утечёт.',
      },
      de: {
        title: 'Zwei-Faktor-Schutz für alle',
        summary: 'Schützen Sie Ihr Konto mit einer Authenticator-App.',
        body: 'Schalten Sie die Zwei-Faktor-Anmeldung unter Mein Profil → Sicherheit ein. Das dauert eine Minute und schützt Ihr Guthaben, selbst wenn Ihr Passwort bekannt wird.',
      },
      hu: {
        title: 'Kétlépcsős védelem mindenkinek',
        summary: 'Védje fiókját hitelesítő alkalmazással.',
        body: 'Kapcsolja be a kétlépcsős bejelentkezést a Profilom → Biztonság menüpontban. Egy percet vesz igénybe, és akkor is védi a pénzét, ha a jelszava kiszivárog.',
      },
    },
  },
];
