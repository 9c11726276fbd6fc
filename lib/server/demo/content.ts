import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import type { Database } from '@/lib/server/db';
import { blogPosts, blogPostTranslations, pressItems } from '@/lib/server/db/schema';

type Text = { title: string; summary: string; body?: string };

interface PostSeed {
  slug: string;
  author: string;
  publishedAt: string;
  /** Full articles in en, cs, sk and el; es, ru, de and hu have title and summary (their body falls back to English). */
  text: Record<Locale, Text>;
}

/** Paragraphs are separated by blank lines, as blog_post_translations.body stores them. */
const paragraphs = (...parts: string[]) => parts.join('\n\n');

export const demoPosts: PostSeed[] = [
  {
    slug: 'how-a-bitcoin-atm-works',
    author: 'Tomáš Novák',
    publishedAt: '2025-10-14T08:00:00Z',
    text: {
      en: {
        title: 'How a bitcoin ATM works',
        summary:
          'Cash in, bitcoin out: what happens inside the machine between the moment you insert a banknote and the moment the coins reach your wallet.',
        body: paragraphs(
          'A bitcoin ATM looks like a cash machine, but it does not talk to a bank. It talks to our exchange service, which quotes a price, checks your limits and sends the coins from our hot wallet to the address you scan.',
          'When you buy, you first choose the coin and scan the QR code of your wallet. Then you insert banknotes. The screen shows the amount of crypto you will receive at the quoted price, fee included. After you confirm, the transaction is broadcast to the network and you get a printed receipt with its ID.',
          'Selling works the other way round: the machine shows an address, you send the coins from your phone, and once the network confirms the payment the machine pays out cash. Small amounts need one confirmation, so selling usually takes a few minutes.',
        ),
      },
      cs: {
        title: 'Jak funguje bitcoinový automat',
        summary:
          'Hotovost dovnitř, bitcoin ven: co se v automatu děje mezi vložením bankovky a okamžikem, kdy mince dorazí do vaší peněženky.',
        body: paragraphs(
          'Bitcoinový automat vypadá jako bankomat, ale s bankou nekomunikuje. Komunikuje s naší směnárnou, která stanoví cenu, zkontroluje vaše limity a pošle mince z naší peněženky na adresu, kterou naskenujete.',
          'Při nákupu nejprve zvolíte minci a naskenujete QR kód své peněženky. Potom vložíte bankovky. Obrazovka ukáže, kolik kryptoměny dostanete za uvedenou cenu včetně poplatku. Po potvrzení se transakce odešle do sítě a automat vytiskne účtenku s jejím ID.',
          'Prodej funguje opačně: automat zobrazí adresu, vy z telefonu pošlete mince a jakmile síť platbu potvrdí, automat vyplatí hotovost. Malé částky potřebují jedno potvrzení, takže prodej obvykle trvá několik minut.',
        ),
      },
      sk: {
        title: 'Ako funguje bitcoinový automat',
        summary:
          'Hotovosť dnu, bitcoin von: čo sa v automate deje medzi vložením bankovky a chvíľou, keď mince dorazia do vašej peňaženky.',
        body: paragraphs(
          'Bitcoinový automat vyzerá ako bankomat, ale s bankou nekomunikuje. Komunikuje s našou zmenárňou, ktorá určí cenu, skontroluje vaše limity a pošle mince z našej peňaženky na adresu, ktorú naskenujete.',
          'Pri nákupe najprv zvolíte mincu a naskenujete QR kód svojej peňaženky. Potom vložíte bankovky. Obrazovka ukáže, koľko kryptomeny dostanete za uvedenú cenu vrátane poplatku. Po potvrdení sa transakcia odošle do siete a automat vytlačí potvrdenku s jej ID.',
          'Predaj funguje opačne: automat zobrazí adresu, vy z telefónu pošlete mince a keď sieť platbu potvrdí, automat vyplatí hotovosť. Malé sumy potrebujú jedno potvrdenie, takže predaj zvyčajne trvá niekoľko minút.',
        ),
      },
      el: {
        title: 'Πώς λειτουργεί ένα ATM bitcoin',
        summary:
          'Μετρητά μέσα, bitcoin έξω: τι συμβαίνει στο μηχάνημα από τη στιγμή που βάζετε ένα χαρτονόμισμα μέχρι να φτάσουν τα νομίσματα στο πορτοφόλι σας.',
        body: paragraphs(
          'Ένα ATM bitcoin μοιάζει με ΑΤΜ τράπεζας, αλλά δεν επικοινωνεί με τράπεζα. Επικοινωνεί με την υπηρεσία ανταλλαγής μας, η οποία δίνει την τιμή, ελέγχει τα όριά σας και στέλνει τα νομίσματα από το πορτοφόλι μας στη διεύθυνση που σαρώνετε.',
          'Όταν αγοράζετε, επιλέγετε πρώτα το νόμισμα και σαρώνετε τον κωδικό QR του πορτοφολιού σας. Μετά βάζετε τα χαρτονομίσματα. Η οθόνη δείχνει πόσα κρυπτονομίσματα θα λάβετε στην τιμή που δόθηκε, με την προμήθεια. Μόλις επιβεβαιώσετε, η συναλλαγή αποστέλλεται στο δίκτυο και παίρνετε απόδειξη με το αναγνωριστικό της.',
          'Η πώληση γίνεται αντίστροφα: το μηχάνημα δείχνει μια διεύθυνση, στέλνετε τα νομίσματα από το κινητό σας και, μόλις το δίκτυο επιβεβαιώσει την πληρωμή, το μηχάνημα δίνει μετρητά. Τα μικρά ποσά χρειάζονται μία επιβεβαίωση, οπότε η πώληση συνήθως διαρκεί λίγα λεπτά.',
        ),
      },
      es: {
        title: 'Cómo funciona un cajero bitcoin',
        summary:
          'Entra efectivo, sale bitcoin: qué ocurre dentro de la máquina desde que inserta un billete hasta que las monedas llegan a su monedero.',
      },
      ru: {
        title: 'Как работает биткоин-банкомат',
        summary:
          'Наличные внутрь, биткоин наружу: что происходит в автомате между моментом, когда вы вставили купюру, и поступлением монет в ваш кошелёк.',
      },
      de: {
        title: 'So funktioniert ein Bitcoin-Automat',
        summary:
          'Bargeld rein, Bitcoin raus: was im Automaten zwischen dem Einzahlen eines Geldscheins und der Ankunft der Coins in Ihrer Wallet passiert.',
      },
      hu: {
        title: 'Hogyan működik egy bitcoinautomata',
        summary: 'Készpénz be, bitcoin ki: mi történik a gépben a bankjegy behelyezésétől addig, amíg az érmék megérkeznek a tárcájába.',
      },
    },
  },
  {
    slug: 'first-purchase-step-by-step',
    author: 'Zuzana Kováčová',
    publishedAt: '2025-11-20T09:30:00Z',
    text: {
      en: {
        title: 'Your first bitcoin purchase at an ATM, step by step',
        summary:
          'A wallet on your phone, a banknote and two minutes: everything you need for your first purchase, and the mistakes to avoid.',
        body: paragraphs(
          'Before you go, install a wallet app on your phone and write down its recovery phrase on paper. The phrase is the only way back to your coins if you lose the phone, so never photograph it and never share it.',
          'At the machine, tap Buy, pick bitcoin and hold the receive QR code of your wallet in front of the scanner. Check that the first and last characters of the address on the screen match your app. Insert the banknotes one by one; the screen updates the amount of bitcoin after each note.',
          'Confirm the purchase and keep the receipt until the coins arrive. Your wallet shows the incoming payment within seconds and marks it confirmed after the next block, usually within ten to twenty minutes. Start with a small amount: this site is in beta.',
        ),
      },
      cs: {
        title: 'Váš první nákup bitcoinu v automatu krok za krokem',
        summary: 'Peněženka v telefonu, bankovka a dvě minuty: vše, co potřebujete k prvnímu nákupu, a chyby, kterým se vyhnout.',
        body: paragraphs(
          'Než vyrazíte, nainstalujte si do telefonu aplikaci peněženky a zapište si na papír její obnovovací frázi. Fráze je jediná cesta zpět k vašim mincím, pokud telefon ztratíte, proto ji nikdy nefoťte a s nikým ji nesdílejte.',
          'U automatu klepněte na Koupit, vyberte bitcoin a podržte před čtečkou QR kód pro příjem ze své peněženky. Zkontrolujte, že první a poslední znaky adresy na obrazovce odpovídají aplikaci. Vkládejte bankovky po jedné; obrazovka po každé bankovce aktualizuje množství bitcoinu.',
          'Potvrďte nákup a účtenku si nechte, dokud mince nedorazí. Peněženka ukáže příchozí platbu během několika sekund a jako potvrzenou ji označí po dalším bloku, obvykle do deseti až dvaceti minut. Začněte malou částkou: tento web je v betaverzi.',
        ),
      },
      sk: {
        title: 'Váš prvý nákup bitcoinu v automate krok za krokom',
        summary: 'Peňaženka v telefóne, bankovka a dve minúty: všetko, čo potrebujete na prvý nákup, a chyby, ktorým sa vyhnúť.',
        body: paragraphs(
          'Skôr než vyrazíte, nainštalujte si do telefónu aplikáciu peňaženky a zapíšte si na papier jej obnovovaciu frázu. Fráza je jediná cesta späť k vašim minciam, ak telefón stratíte, preto ju nikdy nefoťte a s nikým ju nezdieľajte.',
          'Pri automate ťuknite na Kúpiť, vyberte bitcoin a podržte pred čítačkou QR kód na príjem zo svojej peňaženky. Skontrolujte, či prvé a posledné znaky adresy na obrazovke zodpovedajú aplikácii. Vkladajte bankovky po jednej; obrazovka po každej bankovke aktualizuje množstvo bitcoinu.',
          'Potvrďte nákup a potvrdenku si nechajte, kým mince nedorazia. Peňaženka ukáže prichádzajúcu platbu v priebehu niekoľkých sekúnd a ako potvrdenú ju označí po ďalšom bloku, zvyčajne do desiatich až dvadsiatich minút. Začnite malou sumou: tento web je v beta verzii.',
        ),
      },
      el: {
        title: 'Η πρώτη σας αγορά bitcoin σε ATM, βήμα προς βήμα',
        summary:
          'Ένα πορτοφόλι στο κινητό, ένα χαρτονόμισμα και δύο λεπτά: ό,τι χρειάζεστε για την πρώτη σας αγορά και τα λάθη που πρέπει να αποφύγετε.',
        body: paragraphs(
          'Πριν ξεκινήσετε, εγκαταστήστε μια εφαρμογή πορτοφολιού στο κινητό σας και γράψτε σε χαρτί τη φράση ανάκτησής της. Η φράση είναι ο μόνος δρόμος πίσω στα νομίσματά σας αν χάσετε το κινητό, γι’ αυτό μην τη φωτογραφίζετε και μην τη μοιράζεστε ποτέ.',
          'Στο μηχάνημα πατήστε Αγορά, επιλέξτε bitcoin και κρατήστε τον κωδικό QR λήψης του πορτοφολιού σας μπροστά στον σαρωτή. Ελέγξτε ότι οι πρώτοι και οι τελευταίοι χαρακτήρες της διεύθυνσης στην οθόνη ταιριάζουν με την εφαρμογή. Βάλτε τα χαρτονομίσματα ένα ένα· η οθόνη ενημερώνει το ποσό bitcoin μετά από κάθε χαρτονόμισμα.',
          'Επιβεβαιώστε την αγορά και κρατήστε την απόδειξη μέχρι να φτάσουν τα νομίσματα. Το πορτοφόλι δείχνει την εισερχόμενη πληρωμή μέσα σε δευτερόλεπτα και τη σημειώνει ως επιβεβαιωμένη μετά το επόμενο μπλοκ, συνήθως σε δέκα έως είκοσι λεπτά. Ξεκινήστε με μικρό ποσό: ο ιστότοπος είναι σε δοκιμαστική έκδοση.',
        ),
      },
      es: {
        title: 'Su primera compra de bitcoin en un cajero, paso a paso',
        summary:
          'Un monedero en el móvil, un billete y dos minutos: todo lo que necesita para su primera compra y los errores que debe evitar.',
      },
      ru: {
        title: 'Первая покупка биткоина в банкомате: пошагово',
        summary: 'Кошелёк в телефоне, купюра и две минуты: всё, что нужно для первой покупки, и ошибки, которых стоит избегать.',
      },
      de: {
        title: 'Ihr erster Bitcoin-Kauf am Automaten, Schritt für Schritt',
        summary:
          'Eine Wallet auf dem Handy, ein Geldschein und zwei Minuten: alles für Ihren ersten Kauf und die Fehler, die Sie vermeiden sollten.',
      },
      hu: {
        title: 'Az első bitcoinvásárlása automatánál, lépésről lépésre',
        summary:
          'Egy tárca a telefonon, egy bankjegy és két perc: minden, ami az első vásárláshoz kell, és a hibák, amelyeket érdemes elkerülni.',
      },
    },
  },
  {
    slug: 'five-rules-wallet-security',
    author: 'Eleni Georgiou',
    publishedAt: '2025-12-15T10:00:00Z',
    text: {
      en: {
        title: 'Five rules to keep your crypto wallet safe',
        summary: 'Recovery phrases, authenticator apps and a healthy distrust of urgent messages: the habits that protect your coins.',
        body: paragraphs(
          'First, keep your recovery phrase offline, on paper, in a place only you can reach. Second, turn on two-factor sign-in with an authenticator app for every account that holds crypto, ours included: a stolen password alone then opens nothing.',
          'Third, check every address twice before you send: malware can swap a copied address for the attacker’s. Fourth, keep larger amounts in a wallet you do not use every day, ideally a hardware wallet.',
          'Fifth, distrust urgency. No one from our support will ever ask for your password, your authenticator code or your recovery phrase, and no real investment needs you to act within the hour. Our e-mails always start with your anti-phishing code, so a message without it is not from us.',
        ),
      },
      cs: {
        title: 'Pět pravidel, jak udržet kryptopeněženku v bezpečí',
        summary: 'Obnovovací fráze, autentizační aplikace a zdravá nedůvěra k naléhavým zprávám: návyky, které chrání vaše mince.',
        body: paragraphs(
          'Zaprvé, obnovovací frázi uchovávejte offline, na papíře, na místě, kam se dostanete jen vy. Zadruhé, zapněte dvoufázové přihlášení s autentizační aplikací u každého účtu s kryptoměnami, včetně našeho: samotné ukradené heslo pak nic neotevře.',
          'Zatřetí, před odesláním každou adresu zkontrolujte dvakrát: škodlivý software umí zkopírovanou adresu zaměnit za adresu útočníka. Začtvrté, větší částky držte v peněžence, kterou nepoužíváte každý den, ideálně v hardwarové.',
          'Zapáté, nevěřte naléhavosti. Nikdo z naší podpory po vás nikdy nebude chtít heslo, kód z autentizační aplikace ani obnovovací frázi a žádná skutečná investice nevyžaduje jednat do hodiny. Naše e-maily vždy začínají vaším antiphishingovým kódem, takže zpráva bez něj není od nás.',
        ),
      },
      sk: {
        title: 'Päť pravidiel, ako udržať kryptopeňaženku v bezpečí',
        summary: 'Obnovovacie frázy, autentifikačné aplikácie a zdravá nedôvera k naliehavým správam: návyky, ktoré chránia vaše mince.',
        body: paragraphs(
          'Po prvé, obnovovaciu frázu uchovávajte offline, na papieri, na mieste, kam sa dostanete len vy. Po druhé, zapnite dvojfázové prihlásenie s autentifikačnou aplikáciou pri každom účte s kryptomenami, vrátane nášho: samotné ukradnuté heslo potom nič neotvorí.',
          'Po tretie, pred odoslaním každú adresu skontrolujte dvakrát: škodlivý softvér dokáže skopírovanú adresu zameniť za adresu útočníka. Po štvrté, väčšie sumy držte v peňaženke, ktorú nepoužívate každý deň, ideálne v hardvérovej.',
          'Po piate, neverte naliehavosti. Nikto z našej podpory od vás nikdy nebude chcieť heslo, kód z autentifikačnej aplikácie ani obnovovaciu frázu a žiadna skutočná investícia nevyžaduje konať do hodiny. Naše e-maily vždy začínajú vaším antiphishingovým kódom, takže správa bez neho nie je od nás.',
        ),
      },
      el: {
        title: 'Πέντε κανόνες για να είναι ασφαλές το πορτοφόλι κρυπτονομισμάτων σας',
        summary:
          'Φράσεις ανάκτησης, εφαρμογές ελέγχου ταυτότητας και υγιής δυσπιστία στα επείγοντα μηνύματα: οι συνήθειες που προστατεύουν τα νομίσματά σας.',
        body: paragraphs(
          'Πρώτον, κρατήστε τη φράση ανάκτησης εκτός σύνδεσης, σε χαρτί, σε σημείο που φτάνετε μόνο εσείς. Δεύτερον, ενεργοποιήστε τη σύνδεση δύο παραγόντων με εφαρμογή ελέγχου ταυτότητας σε κάθε λογαριασμό με κρυπτονομίσματα, και στον δικό μας: ένας κλεμμένος κωδικός μόνος του τότε δεν ανοίγει τίποτα.',
          'Τρίτον, ελέγξτε κάθε διεύθυνση δύο φορές πριν στείλετε: κακόβουλο λογισμικό μπορεί να αντικαταστήσει μια αντιγραμμένη διεύθυνση με του επιτιθέμενου. Τέταρτον, κρατήστε τα μεγαλύτερα ποσά σε πορτοφόλι που δεν χρησιμοποιείτε καθημερινά, ιδανικά σε πορτοφόλι υλικού.',
          'Πέμπτον, μην εμπιστεύεστε τη βιασύνη. Κανείς από την υποστήριξή μας δεν θα σας ζητήσει ποτέ τον κωδικό πρόσβασης, τον κωδικό της εφαρμογής ή τη φράση ανάκτησης, και καμία πραγματική επένδυση δεν απαιτεί να δράσετε μέσα σε μία ώρα. Τα email μας ξεκινούν πάντα με τον κωδικό κατά του phishing, οπότε ένα μήνυμα χωρίς αυτόν δεν είναι δικό μας.',
        ),
      },
      es: {
        title: 'Cinco reglas para mantener seguro su monedero cripto',
        summary:
          'Frases de recuperación, aplicaciones de autenticación y una sana desconfianza ante los mensajes urgentes: los hábitos que protegen sus monedas.',
      },
      ru: {
        title: 'Пять правил безопасности криптокошелька',
        summary:
          'Фразы восстановления, приложения-аутентификаторы и здоровое недоверие к срочным сообщениям: привычки, которые защищают ваши монеты.',
      },
      de: {
        title: 'Fünf Regeln für eine sichere Krypto-Wallet',
        summary:
          'Wiederherstellungsphrasen, Authenticator-Apps und ein gesundes Misstrauen gegenüber dringenden Nachrichten: Gewohnheiten, die Ihre Coins schützen.',
      },
      hu: {
        title: 'Öt szabály kriptotárcája biztonságáért',
        summary:
          'Helyreállítási kifejezések, hitelesítő alkalmazások és egészséges gyanakvás a sürgető üzenetekkel szemben: a szokások, amelyek megvédik érméit.',
      },
    },
  },
  {
    slug: 'atm-scams-how-to-spot-them',
    author: 'Martin Dvořák',
    publishedAt: '2026-01-22T08:00:00Z',
    text: {
      en: {
        title: 'Scams at bitcoin ATMs and how to spot them',
        summary:
          'Fake police officers, “safe accounts” and online sweethearts: the stories fraudsters use to send victims to a bitcoin ATM.',
        body: paragraphs(
          'Most fraud involving bitcoin ATMs starts with a phone call or a chat, not at the machine. Someone claims to be from your bank, the police or a tax office and says your money is in danger. The solution they offer is always the same: withdraw cash and deposit it at a bitcoin ATM to an address they send you.',
          'No bank, police force or authority will ever ask you to pay in bitcoin. If someone sends you a QR code and asks you to buy crypto for it, stop: the coins would go to the fraudster and cannot be called back.',
          'Our machines show a warning before every purchase, and our support watches for unusual patterns. If you think you or someone close to you was targeted, use the Report fraud page: the sooner we know the address, the sooner we can warn other customers.',
        ),
      },
      cs: {
        title: 'Podvody u bitcoinových automatů a jak je poznat',
        summary:
          'Falešní policisté, „bezpečné účty“ a internetové lásky: příběhy, kterými podvodníci posílají oběti k bitcoinovému automatu.',
        body: paragraphs(
          'Většina podvodů s bitcoinovými automaty nezačíná u automatu, ale telefonátem nebo chatem. Někdo se vydává za vaši banku, policii nebo finanční úřad a tvrdí, že jsou vaše peníze v ohrožení. Řešení, které nabízí, je vždy stejné: vybrat hotovost a vložit ji do bitcoinového automatu na adresu, kterou vám pošle.',
          'Žádná banka, policie ani úřad po vás nikdy nebude chtít platbu v bitcoinu. Pokud vám někdo pošle QR kód a požádá vás, abyste na něj koupili kryptoměnu, zastavte se: mince by šly podvodníkovi a nelze je vrátit.',
          'Naše automaty před každým nákupem zobrazí varování a naše podpora sleduje neobvyklé vzorce. Pokud si myslíte, že jste se vy nebo někdo blízký stali cílem, použijte stránku Nahlásit podvod: čím dřív adresu známe, tím dřív můžeme varovat další zákazníky.',
        ),
      },
      sk: {
        title: 'Podvody pri bitcoinových automatoch a ako ich rozpoznať',
        summary:
          'Falošní policajti, „bezpečné účty“ a internetové lásky: príbehy, ktorými podvodníci posielajú obete k bitcoinovému automatu.',
        body: paragraphs(
          'Väčšina podvodov s bitcoinovými automatmi nezačína pri automate, ale telefonátom alebo chatom. Niekto sa vydáva za vašu banku, políciu alebo daňový úrad a tvrdí, že vaše peniaze sú v ohrození. Riešenie, ktoré ponúka, je vždy rovnaké: vybrať hotovosť a vložiť ju do bitcoinového automatu na adresu, ktorú vám pošle.',
          'Žiadna banka, polícia ani úrad od vás nikdy nebude chcieť platbu v bitcoine. Ak vám niekto pošle QR kód a požiada vás, aby ste naň kúpili kryptomenu, zastavte sa: mince by išli podvodníkovi a nedajú sa vrátiť.',
          'Naše automaty pred každým nákupom zobrazia varovanie a naša podpora sleduje nezvyčajné vzorce. Ak si myslíte, že ste sa vy alebo niekto blízky stali cieľom, použite stránku Nahlásiť podvod: čím skôr adresu poznáme, tým skôr môžeme varovať ďalších zákazníkov.',
        ),
      },
      el: {
        title: 'Απάτες στα ATM bitcoin και πώς να τις αναγνωρίζετε',
        summary:
          'Ψεύτικοι αστυνομικοί, «ασφαλείς λογαριασμοί» και διαδικτυακοί έρωτες: οι ιστορίες με τις οποίες οι απατεώνες στέλνουν τα θύματα σε ATM bitcoin.',
        body: paragraphs(
          'Οι περισσότερες απάτες με ATM bitcoin δεν ξεκινούν στο μηχάνημα αλλά με ένα τηλεφώνημα ή μια συνομιλία. Κάποιος παριστάνει την τράπεζά σας, την αστυνομία ή την εφορία και λέει ότι τα χρήματά σας κινδυνεύουν. Η λύση που προτείνει είναι πάντα η ίδια: να κάνετε ανάληψη μετρητών και να τα καταθέσετε σε ATM bitcoin σε μια διεύθυνση που σας στέλνει.',
          'Καμία τράπεζα, αστυνομία ή αρχή δεν θα σας ζητήσει ποτέ να πληρώσετε σε bitcoin. Αν κάποιος σας στείλει κωδικό QR και σας ζητήσει να αγοράσετε κρυπτονομίσματα για αυτόν, σταματήστε: τα νομίσματα θα πήγαιναν στον απατεώνα και δεν επιστρέφονται.',
          'Τα μηχανήματά μας δείχνουν προειδοποίηση πριν από κάθε αγορά και η υποστήριξή μας παρακολουθεί ασυνήθιστα μοτίβα. Αν πιστεύετε ότι εσείς ή κάποιος δικός σας έγινε στόχος, χρησιμοποιήστε τη σελίδα Αναφορά απάτης: όσο νωρίτερα μάθουμε τη διεύθυνση, τόσο νωρίτερα μπορούμε να προειδοποιήσουμε άλλους πελάτες.',
        ),
      },
      es: {
        title: 'Estafas en cajeros bitcoin y cómo detectarlas',
        summary:
          'Falsos policías, «cuentas seguras» y amores por internet: las historias que usan los estafadores para llevar a sus víctimas a un cajero bitcoin.',
      },
      ru: {
        title: 'Мошенничество у биткоин-банкоматов и как его распознать',
        summary:
          'Фальшивые полицейские, «безопасные счета» и интернет-романы: истории, которыми мошенники отправляют жертв к биткоин-банкомату.',
      },
      de: {
        title: 'Betrug an Bitcoin-Automaten und wie man ihn erkennt',
        summary:
          'Falsche Polizisten, „sichere Konten“ und Online-Liebschaften: die Geschichten, mit denen Betrüger ihre Opfer zum Bitcoin-Automaten schicken.',
      },
      hu: {
        title: 'Csalások bitcoinautomatáknál, és hogyan ismerje fel őket',
        summary:
          'Hamis rendőrök, „biztonságos számlák” és internetes szerelmek: a történetek, amelyekkel a csalók bitcoinautomatához küldik áldozataikat.',
      },
    },
  },
  {
    slug: 'staking-flexible-or-fixed',
    author: 'Tomáš Novák',
    publishedAt: '2026-02-18T09:00:00Z',
    text: {
      en: {
        title: 'Staking explained: flexible or fixed?',
        summary: 'Earn rewards on coins you hold anyway. How flexible and fixed staking differ, and which one suits your plans.',
        body: paragraphs(
          'Proof-of-stake networks reward the coins that help secure them. When you stake through your earning account, we take care of the technical side and pass the rewards on to you, minus the earning fee of your plan.',
          'Flexible staking pays a daily reward and lets you unstake on any day; the coins are back in your crypto account at once. Fixed staking locks the coins for 30, 60 or 90 days and pays a higher rate in return. You see the exact rate before you confirm, and it does not change during the term.',
          'Rewards are paid in the staked coin, so their value in euros moves with the market. Stake only what you would hold anyway, and keep money you may need soon in flexible staking or in your credit account.',
        ),
      },
      cs: {
        title: 'Staking vysvětlený: flexibilní, nebo fixní?',
        summary:
          'Vydělávejte odměny na mincích, které stejně držíte. Čím se liší flexibilní a fixní staking a který se hodí k vašim plánům.',
        body: paragraphs(
          'Sítě typu proof-of-stake odměňují mince, které pomáhají je zabezpečit. Když stakujete přes svůj spořicí účet, technickou stránku zajistíme my a odměny vám předáme po odečtení poplatku vašeho tarifu.',
          'Flexibilní staking vyplácí denní odměnu a umožňuje ukončit staking kterýkoli den; mince jsou hned zpět na vašem kryptoúčtu. Fixní staking mince uzamkne na 30, 60 nebo 90 dní a vyplácí za to vyšší sazbu. Přesnou sazbu vidíte před potvrzením a během období se nemění.',
          'Odměny se vyplácejí ve stakované minci, takže jejich hodnota v eurech se mění s trhem. Stakujte jen to, co byste stejně drželi, a peníze, které můžete brzy potřebovat, nechte ve flexibilním stakingu nebo na kreditním účtu.',
        ),
      },
      sk: {
        title: 'Staking vysvetlený: flexibilný, alebo fixný?',
        summary:
          'Zarábajte odmeny na minciach, ktoré aj tak držíte. Čím sa líši flexibilný a fixný staking a ktorý sa hodí k vašim plánom.',
        body: paragraphs(
          'Siete typu proof-of-stake odmeňujú mince, ktoré ich pomáhajú zabezpečiť. Keď stakujete cez svoj sporiaci účet, technickú stránku zabezpečíme my a odmeny vám odovzdáme po odpočítaní poplatku vášho programu.',
          'Flexibilný staking vypláca dennú odmenu a umožňuje ukončiť staking v ktorýkoľvek deň; mince sú hneď späť na vašom kryptoúčte. Fixný staking mince uzamkne na 30, 60 alebo 90 dní a vypláca za to vyššiu sadzbu. Presnú sadzbu vidíte pred potvrdením a počas obdobia sa nemení.',
          'Odmeny sa vyplácajú v stakovanej minci, takže ich hodnota v eurách sa mení s trhom. Stakujte len to, čo by ste aj tak držali, a peniaze, ktoré môžete čoskoro potrebovať, nechajte vo flexibilnom stakingu alebo na kreditnom účte.',
        ),
      },
      el: {
        title: 'Το staking με απλά λόγια: ευέλικτο ή σταθερό;',
        summary:
          'Κερδίστε ανταμοιβές από νομίσματα που κρατάτε ούτως ή άλλως. Σε τι διαφέρουν το ευέλικτο και το σταθερό staking και ποιο ταιριάζει στα σχέδιά σας.',
        body: paragraphs(
          'Τα δίκτυα proof-of-stake ανταμείβουν τα νομίσματα που βοηθούν στην ασφάλειά τους. Όταν κάνετε staking μέσω του λογαριασμού αποδόσεων, αναλαμβάνουμε το τεχνικό μέρος και σας αποδίδουμε τις ανταμοιβές, αφού αφαιρεθεί η προμήθεια του προγράμματός σας.',
          'Το ευέλικτο staking πληρώνει ημερήσια ανταμοιβή και σας επιτρέπει να αποσύρετε τα νομίσματα οποιαδήποτε ημέρα· επιστρέφουν αμέσως στον λογαριασμό κρυπτονομισμάτων σας. Το σταθερό staking κλειδώνει τα νομίσματα για 30, 60 ή 90 ημέρες και πληρώνει υψηλότερο επιτόκιο. Βλέπετε το ακριβές επιτόκιο πριν επιβεβαιώσετε και δεν αλλάζει κατά τη διάρκεια.',
          'Οι ανταμοιβές πληρώνονται στο ίδιο νόμισμα, οπότε η αξία τους σε ευρώ ακολουθεί την αγορά. Κάντε staking μόνο όσα θα κρατούσατε έτσι κι αλλιώς και αφήστε τα χρήματα που ίσως χρειαστείτε σύντομα σε ευέλικτο staking ή στον λογαριασμό πίστωσης.',
        ),
      },
      es: {
        title: 'El staking explicado: ¿flexible o fijo?',
        summary:
          'Gane recompensas con las monedas que ya tiene. En qué se diferencian el staking flexible y el fijo, y cuál encaja con sus planes.',
      },
      ru: {
        title: 'Стейкинг простыми словами: гибкий или фиксированный?',
        summary:
          'Получайте вознаграждения за монеты, которые вы и так держите. Чем отличаются гибкий и фиксированный стейкинг и какой подходит вам.',
      },
      de: {
        title: 'Staking erklärt: flexibel oder fest?',
        summary:
          'Belohnungen für Coins, die Sie ohnehin halten. Wie sich flexibles und festes Staking unterscheiden und was zu Ihren Plänen passt.',
      },
      hu: {
        title: 'A staking röviden: rugalmas vagy fix?',
        summary:
          'Szerezzen jutalmat az érmékért, amelyeket amúgy is tart. Miben különbözik a rugalmas és a fix staking, és melyik illik a terveihez.',
      },
    },
  },
  {
    slug: 'two-new-atms-in-bratislava',
    author: 'Zuzana Kováčová',
    publishedAt: '2026-03-05T08:00:00Z',
    text: {
      en: {
        title: 'Two new ATMs in Bratislava: Aupark and Eurovea',
        summary: 'Bratislava now has two of our machines, both in shopping centres by the Danube and open every day from 10:00 to 21:00.',
        body: paragraphs(
          'Our network in Slovakia grows with two machines in the capital. The first stands in Aupark on Einsteinova street, on the ground floor near the main entrance. It buys and sells bitcoin, litecoin and ether.',
          'The second is in Eurovea on Pribinova street, by the riverside promenade. It sells bitcoin and litecoin; cash withdrawals there are planned for later this year.',
          'Both machines are open daily from 10:00 to 21:00 and accept euro banknotes from 5 to 200 euros. You find them, with their current status, on the ATM map.',
        ),
      },
      cs: {
        title: 'Dva nové automaty v Bratislavě: Aupark a Eurovea',
        summary: 'Bratislava má nyní dva naše automaty, oba v obchodních centrech u Dunaje, otevřené denně od 10:00 do 21:00.',
        body: paragraphs(
          'Naše síť na Slovensku roste o dva automaty v hlavním městě. První stojí v Auparku na Einsteinově ulici, v přízemí u hlavního vchodu. Nakupuje i prodává bitcoin, litecoin a ether.',
          'Druhý je v Eurovei na Pribinově ulici, u nábřežní promenády. Prodává bitcoin a litecoin; výběr hotovosti tam plánujeme později během roku.',
          'Oba automaty jsou otevřené denně od 10:00 do 21:00 a přijímají eurobankovky od 5 do 200 eur. Najdete je i s aktuálním stavem na mapě automatů.',
        ),
      },
      sk: {
        title: 'Dva nové automaty v Bratislave: Aupark a Eurovea',
        summary: 'Bratislava má teraz dva naše automaty, oba v obchodných centrách pri Dunaji, otvorené denne od 10:00 do 21:00.',
        body: paragraphs(
          'Naša sieť na Slovensku rastie o dva automaty v hlavnom meste. Prvý stojí v Auparku na Einsteinovej ulici, na prízemí pri hlavnom vchode. Nakupuje aj predáva bitcoin, litecoin a ether.',
          'Druhý je v Eurovei na Pribinovej ulici, pri nábrežnej promenáde. Predáva bitcoin a litecoin; výber hotovosti tam plánujeme neskôr počas roka.',
          'Oba automaty sú otvorené denne od 10:00 do 21:00 a prijímajú eurobankovky od 5 do 200 eur. Nájdete ich aj s aktuálnym stavom na mape automatov.',
        ),
      },
      el: {
        title: 'Δύο νέα ATM στη Μπρατισλάβα: Aupark και Eurovea',
        summary:
          'Η Μπρατισλάβα έχει πλέον δύο μηχανήματά μας, και τα δύο σε εμπορικά κέντρα δίπλα στον Δούναβη, ανοιχτά καθημερινά από 10:00 έως 21:00.',
        body: paragraphs(
          'Το δίκτυό μας στη Σλοβακία μεγαλώνει με δύο μηχανήματα στην πρωτεύουσα. Το πρώτο βρίσκεται στο Aupark, στην οδό Einsteinova, στο ισόγειο κοντά στην κεντρική είσοδο. Αγοράζει και πουλά bitcoin, litecoin και ether.',
          'Το δεύτερο είναι στο Eurovea, στην οδό Pribinova, δίπλα στον παραποτάμιο περίπατο. Πουλά bitcoin και litecoin· οι αναλήψεις μετρητών εκεί προγραμματίζονται για αργότερα μέσα στη χρονιά.',
          'Και τα δύο μηχανήματα λειτουργούν καθημερινά από 10:00 έως 21:00 και δέχονται χαρτονομίσματα ευρώ από 5 έως 200 ευρώ. Θα τα βρείτε, με την τρέχουσα κατάστασή τους, στον χάρτη των ATM.',
        ),
      },
      es: {
        title: 'Dos nuevos cajeros en Bratislava: Aupark y Eurovea',
        summary:
          'Bratislava tiene ahora dos de nuestras máquinas, ambas en centros comerciales junto al Danubio y abiertas a diario de 10:00 a 21:00.',
      },
      ru: {
        title: 'Два новых банкомата в Братиславе: Aupark и Eurovea',
        summary: 'В Братиславе теперь два наших автомата, оба в торговых центрах у Дуная, открыты ежедневно с 10:00 до 21:00.',
      },
      de: {
        title: 'Zwei neue Automaten in Bratislava: Aupark und Eurovea',
        summary:
          'Bratislava hat jetzt zwei unserer Automaten, beide in Einkaufszentren an der Donau und täglich von 10:00 bis 21:00 geöffnet.',
      },
      hu: {
        title: 'Két új automata Pozsonyban: Aupark és Eurovea',
        summary: 'Pozsonyban most két gépünk van, mindkettő Duna-parti bevásárlóközpontban, naponta 10:00 és 21:00 között nyitva.',
      },
    },
  },
  {
    slug: 'brno-main-station-atm',
    author: 'Martin Dvořák',
    publishedAt: '2026-03-26T09:00:00Z',
    text: {
      en: {
        title: 'Brno main station: a bitcoin ATM for travellers',
        summary: 'Our first machine in Brno stands in the main railway station hall and is open from early morning until late evening.',
        body: paragraphs(
          'Brno is the second largest Czech city and a university town, and many of you asked for a machine there. It now stands in the hall of the main railway station on Nádražní street, next to the ticket offices.',
          'The machine buys and sells bitcoin, litecoin and ether and accepts Czech crown banknotes. It is open every day from 5:00 to 23:00, so you can use it on the way to an early train.',
          'The station hall is being renovated in stages. When the works reach the machine it switches to maintenance mode for a few days; the ATM map shows its status at any moment, so check it before you travel.',
        ),
      },
      cs: {
        title: 'Brno, hlavní nádraží: bitcoinový automat pro cestující',
        summary: 'Náš první automat v Brně stojí v hale hlavního nádraží a je otevřený od časného rána do pozdního večera.',
        body: paragraphs(
          'Brno je druhé největší české město a univerzitní centrum a mnoho z vás si tam automat přálo. Nyní stojí v hale hlavního nádraží na Nádražní ulici, vedle pokladen.',
          'Automat nakupuje i prodává bitcoin, litecoin a ether a přijímá bankovky v korunách. Je otevřený denně od 5:00 do 23:00, takže ho stihnete i cestou na ranní vlak.',
          'Nádražní hala se postupně rekonstruuje. Až se práce dostanou k automatu, přepne se na několik dní do režimu údržby; mapa automatů ukazuje jeho stav v každém okamžiku, tak se na ni před cestou podívejte.',
        ),
      },
      sk: {
        title: 'Brno, hlavná stanica: bitcoinový automat pre cestujúcich',
        summary: 'Náš prvý automat v Brne stojí v hale hlavnej stanice a je otvorený od skorého rána do neskorého večera.',
        body: paragraphs(
          'Brno je druhé najväčšie české mesto a univerzitné centrum a mnohí z vás si tam automat želali. Teraz stojí v hale hlavnej stanice na Nádražnej ulici, vedľa pokladníc.',
          'Automat nakupuje aj predáva bitcoin, litecoin a ether a prijíma bankovky v českých korunách. Je otvorený denne od 5:00 do 23:00, takže ho stihnete aj cestou na ranný vlak.',
          'Staničná hala sa postupne rekonštruuje. Keď sa práce dostanú k automatu, prepne sa na niekoľko dní do režimu údržby; mapa automatov ukazuje jeho stav v každom okamihu, preto sa na ňu pred cestou pozrite.',
        ),
      },
      el: {
        title: 'Κεντρικός σταθμός του Μπρνο: ένα ATM bitcoin για ταξιδιώτες',
        summary:
          'Το πρώτο μας μηχάνημα στο Μπρνο βρίσκεται στην αίθουσα του κεντρικού σιδηροδρομικού σταθμού και λειτουργεί από νωρίς το πρωί έως αργά το βράδυ.',
        body: paragraphs(
          'Το Μπρνο είναι η δεύτερη μεγαλύτερη πόλη της Τσεχίας και πανεπιστημιούπολη, και πολλοί από εσάς ζητήσατε μηχάνημα εκεί. Βρίσκεται πλέον στην αίθουσα του κεντρικού σταθμού, στην οδό Nádražní, δίπλα στα εκδοτήρια.',
          'Το μηχάνημα αγοράζει και πουλά bitcoin, litecoin και ether και δέχεται χαρτονομίσματα τσεχικής κορώνας. Λειτουργεί καθημερινά από 5:00 έως 23:00, ώστε να το χρησιμοποιείτε και πριν από ένα πρωινό τρένο.',
          'Η αίθουσα του σταθμού ανακαινίζεται σταδιακά. Όταν οι εργασίες φτάσουν στο μηχάνημα, θα τεθεί για λίγες ημέρες σε λειτουργία συντήρησης· ο χάρτης των ATM δείχνει την κατάστασή του ανά πάσα στιγμή, οπότε ελέγξτε τον πριν ταξιδέψετε.',
        ),
      },
      es: {
        title: 'Estación central de Brno: un cajero bitcoin para viajeros',
        summary: 'Nuestra primera máquina en Brno está en el vestíbulo de la estación central y abre desde primera hora hasta la noche.',
      },
      ru: {
        title: 'Главный вокзал Брно: биткоин-банкомат для путешественников',
        summary: 'Наш первый автомат в Брно стоит в зале главного вокзала и работает с раннего утра до позднего вечера.',
      },
      de: {
        title: 'Brno Hauptbahnhof: ein Bitcoin-Automat für Reisende',
        summary: 'Unser erster Automat in Brno steht in der Halle des Hauptbahnhofs und ist von früh morgens bis spät abends geöffnet.',
      },
      hu: {
        title: 'Brno főpályaudvar: bitcoinautomata utazóknak',
        summary: 'Első brnói gépünk a főpályaudvar csarnokában áll, és kora reggeltől késő estig nyitva van.',
      },
    },
  },
  {
    slug: 'athens-syntagma-around-the-clock',
    author: 'Eleni Georgiou',
    publishedAt: '2026-04-20T07:30:00Z',
    text: {
      en: {
        title: 'Athens gets a bitcoin ATM on Syntagma Square, open around the clock',
        summary: 'Our Syntagma machine at the top of Ermou street never closes, and selling bitcoin for cash there now costs less.',
        body: paragraphs(
          'Our busiest Greek location is open 24 hours a day, seven days a week. The machine stands at the corner of Syntagma Square and Ermou street, a minute from the metro station, and is watched by the building’s security around the clock.',
          'It buys and sells bitcoin, litecoin and ether, and since June selling at our Athens machines costs one percentage point less. The fee you pay is always shown on the screen before you confirm.',
          'Together with the machines at Piraeus port and on Aristotelous street in Thessaloniki, Greece now has three of our ATMs. More locations in Athens are in preparation.',
        ),
      },
      cs: {
        title: 'Athény mají bitcoinový automat na náměstí Syntagma, otevřený nonstop',
        summary: 'Náš automat na Syntagmatu na začátku ulice Ermou nikdy nezavírá a prodej bitcoinu za hotovost je tam nyní levnější.',
        body: paragraphs(
          'Naše nejvytíženější řecké místo je otevřené 24 hodin denně, sedm dní v týdnu. Automat stojí na rohu náměstí Syntagma a ulice Ermou, minutu od stanice metra, a nepřetržitě na něj dohlíží ostraha budovy.',
          'Nakupuje i prodává bitcoin, litecoin a ether a od června je prodej v našich athénských automatech o jeden procentní bod levnější. Poplatek, který platíte, je vždy zobrazen na obrazovce před potvrzením.',
          'Spolu s automaty v přístavu Pireus a na ulici Aristotelous v Soluni má nyní Řecko tři naše automaty. Další místa v Athénách připravujeme.',
        ),
      },
      sk: {
        title: 'Atény majú bitcoinový automat na námestí Syntagma, otvorený nonstop',
        summary: 'Náš automat na Syntagme na začiatku ulice Ermou nikdy nezatvára a predaj bitcoinu za hotovosť je tam teraz lacnejší.',
        body: paragraphs(
          'Naše najvyťaženejšie grécke miesto je otvorené 24 hodín denne, sedem dní v týždni. Automat stojí na rohu námestia Syntagma a ulice Ermou, minútu od stanice metra, a nepretržite naň dohliada ochranka budovy.',
          'Nakupuje aj predáva bitcoin, litecoin a ether a od júna je predaj v našich aténskych automatoch o jeden percentuálny bod lacnejší. Poplatok, ktorý platíte, je vždy zobrazený na obrazovke pred potvrdením.',
          'Spolu s automatmi v prístave Pireus a na ulici Aristotelous v Solúne má teraz Grécko tri naše automaty. Ďalšie miesta v Aténach pripravujeme.',
        ),
      },
      el: {
        title: 'Η Αθήνα αποκτά ATM bitcoin στο Σύνταγμα, ανοιχτό όλο το εικοσιτετράωρο',
        summary:
          'Το μηχάνημά μας στο Σύνταγμα, στην αρχή της Ερμού, δεν κλείνει ποτέ, και η πώληση bitcoin για μετρητά εκεί κοστίζει πλέον λιγότερο.',
        body: paragraphs(
          'Το πιο πολυσύχναστο σημείο μας στην Ελλάδα λειτουργεί 24 ώρες το 24ωρο, επτά ημέρες την εβδομάδα. Το μηχάνημα βρίσκεται στη γωνία της πλατείας Συντάγματος με την Ερμού, ένα λεπτό από τον σταθμό του μετρό, και το επιβλέπει όλο το εικοσιτετράωρο η ασφάλεια του κτιρίου.',
          'Αγοράζει και πουλά bitcoin, litecoin και ether, και από τον Ιούνιο η πώληση στα μηχανήματά μας στην Αθήνα κοστίζει μία ποσοστιαία μονάδα λιγότερο. Η προμήθεια που πληρώνετε εμφανίζεται πάντα στην οθόνη πριν επιβεβαιώσετε.',
          'Μαζί με τα μηχανήματα στο λιμάνι του Πειραιά και στην οδό Αριστοτέλους στη Θεσσαλονίκη, η Ελλάδα έχει πλέον τρία ATM μας. Ετοιμάζουμε περισσότερα σημεία στην Αθήνα.',
        ),
      },
      es: {
        title: 'Atenas estrena un cajero bitcoin en la plaza Syntagma, abierto las 24 horas',
        summary:
          'Nuestra máquina de Syntagma, al principio de la calle Ermou, nunca cierra, y vender bitcoin por efectivo allí ahora cuesta menos.',
      },
      ru: {
        title: 'В Афинах на площади Синтагма появился круглосуточный биткоин-банкомат',
        summary: 'Наш автомат на Синтагме в начале улицы Эрму никогда не закрывается, а продавать там биткоин за наличные теперь дешевле.',
      },
      de: {
        title: 'Athen bekommt einen Bitcoin-Automaten am Syntagma-Platz, rund um die Uhr geöffnet',
        summary:
          'Unser Automat am Syntagma am Anfang der Ermou-Straße schließt nie, und der Verkauf von Bitcoin gegen Bargeld ist dort jetzt günstiger.',
      },
      hu: {
        title: 'Athénban éjjel-nappal nyitva tartó bitcoinautomata nyílt a Szintagma téren',
        summary: 'Szintagma téri gépünk az Ermou utca elején sosem zár be, és ott most olcsóbb bitcoint készpénzre eladni.',
      },
    },
  },
  {
    slug: 'crypto-to-crypto-swap',
    author: 'Tomáš Novák',
    publishedAt: '2026-05-14T08:00:00Z',
    text: {
      en: {
        title: 'Swap one coin for another without an account',
        summary: 'Our crypto-to-crypto swap exchanges coins straight from wallet to wallet, with the rate fixed for fifteen minutes.',
        body: paragraphs(
          'Sometimes you hold one coin and need another: ether for a payment, or bitcoin to move savings into. The swap on our website does this without an account or verification for small amounts.',
          'Choose the coin you send and the coin you want, enter the amount and the address where you want to receive. We show the rate and the fee, and the rate stays fixed for fifteen minutes while you send the coins to the deposit address of your order.',
          'As soon as your deposit is confirmed, we send the new coins to your address, and the order page shows each step. Larger amounts need a verified account, as the law on money laundering requires.',
        ),
      },
      cs: {
        title: 'Směňte jednu minci za jinou bez účtu',
        summary: 'Naše směna kryptoměn posílá mince přímo z peněženky do peněženky, s kurzem zaručeným na patnáct minut.',
        body: paragraphs(
          'Někdy máte jednu minci a potřebujete jinou: ether na platbu nebo bitcoin na úspory. Směna na našem webu to zvládne bez účtu a u malých částek bez ověření.',
          'Zvolte minci, kterou posíláte, a minci, kterou chcete, zadejte částku a adresu pro příjem. Ukážeme kurz a poplatek a kurz platí patnáct minut, během nichž pošlete mince na vkladovou adresu své objednávky.',
          'Jakmile je váš vklad potvrzen, pošleme nové mince na vaši adresu a stránka objednávky ukazuje každý krok. Větší částky vyžadují ověřený účet, jak požaduje zákon proti praní peněz.',
        ),
      },
      sk: {
        title: 'Vymeňte jednu mincu za inú bez účtu',
        summary: 'Naša výmena kryptomien posiela mince priamo z peňaženky do peňaženky, s kurzom garantovaným na pätnásť minút.',
        body: paragraphs(
          'Niekedy máte jednu mincu a potrebujete inú: ether na platbu alebo bitcoin na úspory. Výmena na našom webe to zvládne bez účtu a pri malých sumách bez overenia.',
          'Zvoľte mincu, ktorú posielate, a mincu, ktorú chcete, zadajte sumu a adresu na príjem. Ukážeme kurz a poplatok a kurz platí pätnásť minút, počas ktorých pošlete mince na vkladovú adresu svojej objednávky.',
          'Hneď ako je váš vklad potvrdený, pošleme nové mince na vašu adresu a stránka objednávky ukazuje každý krok. Väčšie sumy vyžadujú overený účet, ako to požaduje zákon proti praniu špinavých peňazí.',
        ),
      },
      el: {
        title: 'Ανταλλάξτε ένα νόμισμα με άλλο χωρίς λογαριασμό',
        summary:
          'Η ανταλλαγή κρυπτονομισμάτων μας στέλνει νομίσματα απευθείας από πορτοφόλι σε πορτοφόλι, με την ισοτιμία κλειδωμένη για δεκαπέντε λεπτά.',
        body: paragraphs(
          'Μερικές φορές έχετε ένα νόμισμα και χρειάζεστε άλλο: ether για μια πληρωμή ή bitcoin για αποταμίευση. Η ανταλλαγή στον ιστότοπό μας το κάνει χωρίς λογαριασμό και, για μικρά ποσά, χωρίς επαλήθευση.',
          'Επιλέξτε το νόμισμα που στέλνετε και αυτό που θέλετε, γράψτε το ποσό και τη διεύθυνση λήψης. Σας δείχνουμε την ισοτιμία και την προμήθεια, και η ισοτιμία μένει σταθερή για δεκαπέντε λεπτά, όσο στέλνετε τα νομίσματα στη διεύθυνση κατάθεσης της παραγγελίας σας.',
          'Μόλις επιβεβαιωθεί η κατάθεσή σας, στέλνουμε τα νέα νομίσματα στη διεύθυνσή σας και η σελίδα της παραγγελίας δείχνει κάθε βήμα. Τα μεγαλύτερα ποσά απαιτούν επαληθευμένο λογαριασμό, όπως ορίζει ο νόμος κατά του ξεπλύματος χρήματος.',
        ),
      },
      es: {
        title: 'Cambie una moneda por otra sin cuenta',
        summary: 'Nuestro intercambio cripto a cripto envía las monedas de monedero a monedero, con el tipo fijado durante quince minutos.',
      },
      ru: {
        title: 'Обменяйте одну монету на другую без аккаунта',
        summary: 'Наш обмен криптовалют отправляет монеты прямо из кошелька в кошелёк, а курс фиксируется на пятнадцать минут.',
      },
      de: {
        title: 'Coins tauschen ohne Konto',
        summary: 'Unser Krypto-zu-Krypto-Tausch schickt Coins direkt von Wallet zu Wallet, der Kurs ist fünfzehn Minuten lang garantiert.',
      },
      hu: {
        title: 'Váltson egyik érmét a másikra fiók nélkül',
        summary: 'Kripto-kripto váltásunk közvetlenül tárcáról tárcára küldi az érméket, az árfolyamot tizenöt percre rögzítjük.',
      },
    },
  },
  {
    slug: 'crypto-gift-vouchers',
    author: 'Zuzana Kováčová',
    publishedAt: '2026-06-10T09:00:00Z',
    text: {
      en: {
        title: 'Crypto gift vouchers: bitcoin as a present',
        summary: 'A voucher with a code and a password lets anyone redeem crypto in their own wallet, no account needed to give it.',
        body: paragraphs(
          'A crypto gift voucher is the simplest way to give someone their first bitcoin. You choose the value in euros or crowns and pay by card; we send you a voucher with a code and a separate password.',
          'The person you give it to redeems the voucher on our website in their own wallet or credits it to their account. Until then its value is kept in euros or crowns, so the gift does not lose value before it is used.',
          'A voucher is valid for twelve months. Give the code and the password separately, for example the code in a card and the password by message: whoever has both can redeem the voucher.',
        ),
      },
      cs: {
        title: 'Dárkové poukazy na kryptoměny: bitcoin jako dárek',
        summary: 'Poukaz s kódem a heslem umožní komukoli uplatnit kryptoměnu do vlastní peněženky; k darování nepotřebujete účet.',
        body: paragraphs(
          'Dárkový poukaz na kryptoměny je nejjednodušší způsob, jak někomu darovat první bitcoin. Zvolíte hodnotu v eurech nebo korunách a zaplatíte kartou; pošleme vám poukaz s kódem a samostatným heslem.',
          'Obdarovaný poukaz uplatní na našem webu do své peněženky nebo si ho připíše na účet. Do té doby je jeho hodnota vedena v eurech nebo korunách, takže dárek před použitím neztrácí hodnotu.',
          'Poukaz platí dvanáct měsíců. Kód a heslo předejte zvlášť, například kód v přání a heslo zprávou: kdo má obojí, může poukaz uplatnit.',
        ),
      },
      sk: {
        title: 'Darčekové poukazy na kryptomeny: bitcoin ako darček',
        summary: 'Poukaz s kódom a heslom umožní komukoľvek uplatniť kryptomenu do vlastnej peňaženky; na darovanie nepotrebujete účet.',
        body: paragraphs(
          'Darčekový poukaz na kryptomeny je najjednoduchší spôsob, ako niekomu darovať prvý bitcoin. Zvolíte hodnotu v eurách alebo korunách a zaplatíte kartou; pošleme vám poukaz s kódom a samostatným heslom.',
          'Obdarovaný poukaz uplatní na našom webe do svojej peňaženky alebo si ho pripíše na účet. Dovtedy je jeho hodnota vedená v eurách alebo korunách, takže darček pred použitím nestráca hodnotu.',
          'Poukaz platí dvanásť mesiacov. Kód a heslo odovzdajte zvlášť, napríklad kód v pozdrave a heslo správou: kto má oboje, môže poukaz uplatniť.',
        ),
      },
      el: {
        title: 'Δωροκάρτες κρυπτονομισμάτων: bitcoin για δώρο',
        summary:
          'Μια δωροκάρτα με κωδικό και συνθηματικό επιτρέπει σε οποιονδήποτε να εξαργυρώσει κρυπτονομίσματα στο δικό του πορτοφόλι· δεν χρειάζεστε λογαριασμό για να τη χαρίσετε.',
        body: paragraphs(
          'Η δωροκάρτα κρυπτονομισμάτων είναι ο απλούστερος τρόπος να χαρίσετε σε κάποιον το πρώτο του bitcoin. Επιλέγετε την αξία σε ευρώ ή κορώνες και πληρώνετε με κάρτα· σας στέλνουμε μια δωροκάρτα με κωδικό και ξεχωριστό συνθηματικό.',
          'Ο παραλήπτης εξαργυρώνει τη δωροκάρτα στον ιστότοπό μας στο δικό του πορτοφόλι ή την πιστώνει στον λογαριασμό του. Μέχρι τότε η αξία της τηρείται σε ευρώ ή κορώνες, οπότε το δώρο δεν χάνει αξία πριν χρησιμοποιηθεί.',
          'Η δωροκάρτα ισχύει δώδεκα μήνες. Δώστε τον κωδικό και το συνθηματικό χωριστά, για παράδειγμα τον κωδικό σε μια κάρτα και το συνθηματικό με μήνυμα: όποιος έχει και τα δύο μπορεί να την εξαργυρώσει.',
        ),
      },
      es: {
        title: 'Vales regalo de criptomonedas: bitcoin como regalo',
        summary:
          'Un vale con código y contraseña permite a cualquiera canjear cripto en su propio monedero; no necesita cuenta para regalarlo.',
      },
      ru: {
        title: 'Подарочные криптоваучеры: биткоин в подарок',
        summary: 'Ваучер с кодом и паролем позволяет любому получить криптовалюту в свой кошелёк; чтобы подарить его, аккаунт не нужен.',
      },
      de: {
        title: 'Krypto-Geschenkgutscheine: Bitcoin als Geschenk',
        summary:
          'Mit einem Gutschein aus Code und Passwort kann jeder Krypto in die eigene Wallet einlösen; zum Verschenken brauchen Sie kein Konto.',
      },
      hu: {
        title: 'Kripto-ajándékutalvány: bitcoin ajándékba',
        summary: 'A kóddal és jelszóval ellátott utalványt bárki beválthatja a saját tárcájába; az ajándékozáshoz nem kell fiók.',
      },
    },
  },
  {
    slug: 'crypto-tax-basics',
    author: 'Martin Dvořák',
    publishedAt: '2026-07-08T08:00:00Z',
    text: {
      en: {
        title: 'Crypto tax basics in the Czech Republic, Slovakia and Greece',
        summary: 'What usually counts as taxable income from crypto, which records to keep, and why the date of each purchase matters.',
        body: paragraphs(
          'In all three countries, selling crypto for more than you paid, or exchanging it for goods or another coin, can create taxable income. Buying and simply holding does not. Rules and thresholds change, so treat this article as orientation, not tax advice.',
          'The Czech Republic exempts gains on crypto held for more than three years and small yearly totals of sales; Slovakia and Greece tax gains under their own rules and rates. In every case, what matters is the price and the date of each purchase and sale.',
          'Keep your receipts and export your transaction history once a year: the account statements in our app list every purchase, sale and fee with its date. If your gains are significant, talk to a tax adviser before you file your return.',
        ),
      },
      cs: {
        title: 'Základy zdanění kryptoměn v Česku, na Slovensku a v Řecku',
        summary: 'Co obvykle zakládá zdanitelný příjem z kryptoměn, jaké záznamy uchovávat a proč záleží na datu každého nákupu.',
        body: paragraphs(
          'Ve všech třech zemích může zdanitelný příjem vzniknout, když kryptoměnu prodáte dráž, než jste ji koupili, nebo ji směníte za zboží či jinou minci. Samotný nákup a držení ne. Pravidla a limity se mění, berte proto tento článek jako orientaci, ne jako daňové poradenství.',
          'Česko osvobozuje zisky z kryptoměn držených déle než tři roky a malé roční objemy prodejů; Slovensko a Řecko zisky daní podle vlastních pravidel a sazeb. Vždy přitom rozhoduje cena a datum každého nákupu a prodeje.',
          'Uchovávejte účtenky a jednou ročně si exportujte historii transakcí: výpisy účtů v naší aplikaci uvádějí každý nákup, prodej a poplatek s datem. Pokud jsou vaše zisky významné, poraďte se před podáním přiznání s daňovým poradcem.',
        ),
      },
      sk: {
        title: 'Základy zdaňovania kryptomien v Česku, na Slovensku a v Grécku',
        summary: 'Čo zvyčajne zakladá zdaniteľný príjem z kryptomien, aké záznamy uchovávať a prečo záleží na dátume každého nákupu.',
        body: paragraphs(
          'Vo všetkých troch krajinách môže zdaniteľný príjem vzniknúť, keď kryptomenu predáte drahšie, než ste ju kúpili, alebo ju vymeníte za tovar či inú mincu. Samotný nákup a držanie nie. Pravidlá a limity sa menia, berte preto tento článok ako orientáciu, nie ako daňové poradenstvo.',
          'Česko oslobodzuje zisky z kryptomien držaných dlhšie ako tri roky a malé ročné objemy predajov; Slovensko a Grécko zisky zdaňujú podľa vlastných pravidiel a sadzieb. Vždy pritom rozhoduje cena a dátum každého nákupu a predaja.',
          'Uchovávajte potvrdenky a raz ročne si exportujte históriu transakcií: výpisy účtov v našej aplikácii uvádzajú každý nákup, predaj a poplatok s dátumom. Ak sú vaše zisky významné, poraďte sa pred podaním priznania s daňovým poradcom.',
        ),
      },
      el: {
        title: 'Βασικά για τη φορολογία κρυπτονομισμάτων σε Τσεχία, Σλοβακία και Ελλάδα',
        summary:
          'Τι συνήθως θεωρείται φορολογητέο εισόδημα από κρυπτονομίσματα, ποια αρχεία να κρατάτε και γιατί μετρά η ημερομηνία κάθε αγοράς.',
        body: paragraphs(
          'Και στις τρεις χώρες, η πώληση κρυπτονομισμάτων ακριβότερα από όσο τα αγοράσατε ή η ανταλλαγή τους με αγαθά ή άλλο νόμισμα μπορεί να δημιουργήσει φορολογητέο εισόδημα. Η απλή αγορά και διακράτηση όχι. Οι κανόνες και τα όρια αλλάζουν, οπότε δείτε αυτό το άρθρο ως προσανατολισμό και όχι ως φορολογική συμβουλή.',
          'Η Τσεχία απαλλάσσει τα κέρδη από κρυπτονομίσματα που κρατήθηκαν πάνω από τρία χρόνια και μικρά ετήσια σύνολα πωλήσεων· η Σλοβακία και η Ελλάδα φορολογούν τα κέρδη με δικούς τους κανόνες και συντελεστές. Σε κάθε περίπτωση μετρούν η τιμή και η ημερομηνία κάθε αγοράς και πώλησης.',
          'Κρατήστε τις αποδείξεις και εξάγετε το ιστορικό συναλλαγών μία φορά τον χρόνο: οι καταστάσεις λογαριασμών στην εφαρμογή μας δείχνουν κάθε αγορά, πώληση και προμήθεια με την ημερομηνία της. Αν τα κέρδη σας είναι σημαντικά, μιλήστε με φοροτεχνικό πριν υποβάλετε τη δήλωση.',
        ),
      },
      es: {
        title: 'Nociones básicas de impuestos sobre criptomonedas en Chequia, Eslovaquia y Grecia',
        summary:
          'Qué suele contar como renta gravable de las criptomonedas, qué registros conservar y por qué importa la fecha de cada compra.',
      },
      ru: {
        title: 'Основы налогообложения криптовалют в Чехии, Словакии и Греции',
        summary: 'Что обычно считается налогооблагаемым доходом от криптовалют, какие записи хранить и почему важна дата каждой покупки.',
      },
      de: {
        title: 'Krypto-Steuern in Tschechien, der Slowakei und Griechenland: die Grundlagen',
        summary:
          'Was meist als steuerpflichtiges Einkommen aus Krypto gilt, welche Unterlagen Sie aufbewahren sollten und warum das Datum jedes Kaufs zählt.',
      },
      hu: {
        title: 'A kriptoadózás alapjai Csehországban, Szlovákiában és Görögországban',
        summary:
          'Mi számít általában adóköteles kriptojövedelemnek, milyen nyilvántartást érdemes vezetni, és miért számít minden vásárlás dátuma.',
      },
    },
  },
  {
    slug: 'why-the-atm-price-differs',
    author: 'Tomáš Novák',
    publishedAt: '2026-09-02T08:00:00Z',
    text: {
      en: {
        title: 'Why the price at the ATM differs from the exchange rate',
        summary: 'The rate on the screen includes the fee, and buying and selling have different prices. Here is what you pay for.',
        body: paragraphs(
          'The price you see on a crypto exchange is the last trade between professional traders. A machine on a street corner costs more to run: the rent, the cash logistics, the insurance and the service visits all come on top.',
          'That is why the screen shows two prices. When you buy, the fee of the machine is added to the market price; when you sell, it is taken off. Our machines in Slovakia and the Czech Republic charge five percent on purchases and four percent on sales, and the Athens machines charge less on sales.',
          'The machine always shows the final amount before you confirm, and the receipt lists the rate and the fee. The Crypto rates page on our website shows the current market prices, so you can compare before you go.',
        ),
      },
      cs: {
        title: 'Proč se cena v automatu liší od kurzu na burze',
        summary: 'Kurz na obrazovce zahrnuje poplatek a nákup i prodej mají různé ceny. Tady je, za co platíte.',
        body: paragraphs(
          'Cena, kterou vidíte na kryptoburze, je poslední obchod mezi profesionálními obchodníky. Automat na rohu ulice stojí víc: připočítává se nájem, logistika hotovosti, pojištění a servisní návštěvy.',
          'Proto obrazovka ukazuje dvě ceny. Při nákupu se k tržní ceně připočte poplatek automatu, při prodeji se odečte. Naše automaty na Slovensku a v Česku účtují pět procent u nákupu a čtyři procenta u prodeje a athénské automaty účtují u prodeje méně.',
          'Automat vždy před potvrzením ukáže konečnou částku a účtenka uvádí kurz i poplatek. Stránka Kurzy kryptoměn na našem webu ukazuje aktuální tržní ceny, takže můžete porovnat ještě předtím, než vyrazíte.',
        ),
      },
      sk: {
        title: 'Prečo sa cena v automate líši od kurzu na burze',
        summary: 'Kurz na obrazovke zahŕňa poplatok a nákup aj predaj majú rôzne ceny. Tu je, za čo platíte.',
        body: paragraphs(
          'Cena, ktorú vidíte na kryptoburze, je posledný obchod medzi profesionálnymi obchodníkmi. Automat na rohu ulice stojí viac: pripočítava sa nájom, logistika hotovosti, poistenie a servisné návštevy.',
          'Preto obrazovka ukazuje dve ceny. Pri nákupe sa k trhovej cene pripočíta poplatok automatu, pri predaji sa odpočíta. Naše automaty na Slovensku a v Česku účtujú päť percent pri nákupe a štyri percentá pri predaji a aténske automaty účtujú pri predaji menej.',
          'Automat vždy pred potvrdením ukáže konečnú sumu a potvrdenka uvádza kurz aj poplatok. Stránka Kurzy kryptomien na našom webe ukazuje aktuálne trhové ceny, takže môžete porovnať ešte predtým, než vyrazíte.',
        ),
      },
      el: {
        title: 'Γιατί η τιμή στο ATM διαφέρει από την ισοτιμία του χρηματιστηρίου',
        summary: 'Η τιμή στην οθόνη περιλαμβάνει την προμήθεια, και η αγορά και η πώληση έχουν διαφορετικές τιμές. Δείτε τι πληρώνετε.',
        body: paragraphs(
          'Η τιμή που βλέπετε σε ένα ανταλλακτήριο κρυπτονομισμάτων είναι η τελευταία συναλλαγή μεταξύ επαγγελματιών. Ένα μηχάνημα σε μια γωνία του δρόμου κοστίζει περισσότερο: προστίθενται το ενοίκιο, η διαχείριση μετρητών, η ασφάλιση και οι επισκέψεις συντήρησης.',
          'Γι’ αυτό η οθόνη δείχνει δύο τιμές. Όταν αγοράζετε, η προμήθεια του μηχανήματος προστίθεται στην τιμή της αγοράς· όταν πουλάτε, αφαιρείται. Τα μηχανήματά μας σε Σλοβακία και Τσεχία χρεώνουν πέντε τοις εκατό στις αγορές και τέσσερα τοις εκατό στις πωλήσεις, ενώ τα μηχανήματα της Αθήνας χρεώνουν λιγότερο στις πωλήσεις.',
          'Το μηχάνημα δείχνει πάντα το τελικό ποσό πριν επιβεβαιώσετε και η απόδειξη αναφέρει την ισοτιμία και την προμήθεια. Η σελίδα Τιμές κρυπτονομισμάτων στον ιστότοπό μας δείχνει τις τρέχουσες τιμές της αγοράς, ώστε να συγκρίνετε πριν ξεκινήσετε.',
        ),
      },
      es: {
        title: 'Por qué el precio del cajero difiere del tipo de cambio',
        summary: 'El precio en pantalla incluye la comisión, y comprar y vender tienen precios distintos. Esto es lo que paga.',
      },
      ru: {
        title: 'Почему цена в банкомате отличается от биржевого курса',
        summary: 'Курс на экране включает комиссию, а покупка и продажа имеют разные цены. Вот за что вы платите.',
      },
      de: {
        title: 'Warum der Preis am Automaten vom Börsenkurs abweicht',
        summary: 'Der Kurs auf dem Bildschirm enthält die Gebühr, und Kauf und Verkauf haben verschiedene Preise. Dafür zahlen Sie.',
      },
      hu: {
        title: 'Miért tér el az automata ára a tőzsdei árfolyamtól',
        summary: 'A képernyőn látható árfolyam tartalmazza a díjat, és a vételnek és az eladásnak eltérő ára van. Ezért fizet.',
      },
    },
  },
];

interface PressSeed {
  outlet: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  url: string;
  publishedAt: string;
}

/** Coverage by fictional outlets, each in the outlet's own language: with no page of their own to link to (url ''). */
export const demoPressItems: PressSeed[] = [
  {
    outlet: 'Ekonomický týdeník',
    language: 'cs',
    title: 'Bitcoinové automaty míří z Prahy do regionů',
    summary: 'Provozovatel sítě Kryptomat otevírá automaty mimo hlavní město, nejnověji na brněnském hlavním nádraží.',
    body: paragraphs(
      'Ještě před dvěma lety stála většina bitcoinových automatů v Česku v Praze. Provozovatel sítě Kryptomat teď míří do regionů: po Ostravě otevřel automat v hale brněnského hlavního nádraží, který je v provozu od pěti ráno do jedenácti večer.',
      'Podle firmy roste zájem hlavně o menší nákupy do tisíce korun. „Lidé si bitcoin kupují jako doplněk úspor, ne jako spekulaci,“ říká mluvčí společnosti. Automaty podle ní před každým nákupem varují před podvodníky, kteří se vydávají za banky nebo policii.',
    ),
    url: '',
    publishedAt: '2026-04-02T06:00:00Z',
  },
  {
    outlet: 'Technet Denně',
    language: 'cs',
    title: 'Vyzkoušeli jsme: nákup bitcoinu v automatu trvá dvě minuty',
    summary: 'Redakce otestovala nákup i prodej v automatu na Václavském náměstí. Nejdéle trvalo čekání na potvrzení v síti.',
    body: paragraphs(
      'K nákupu stačí mobilní peněženka a hotovost. Automat na Václavském náměstí nás provedl třemi obrazovkami; po naskenování QR kódu a vložení dvou bankovek byla transakce odeslána do sítě za necelé dvě minuty.',
      'Prodej trval déle, protože automat čeká na potvrzení platby v síti. Poplatky jsou zobrazené předem a odpovídají tomu, co účtují konkurenti. Oceňujeme jasné upozornění na podvody a účtenku s ID transakce.',
    ),
    url: '',
    publishedAt: '2025-12-03T07:30:00Z',
  },
  {
    outlet: 'Peníze a trhy',
    language: 'cs',
    title: 'Staking na dosah: Kryptomat spouští flexibilní odměny',
    summary: 'Zákazníci mohou nově stakovat mince s denní odměnou a možností kdykoli vybrat.',
    body: paragraphs(
      'Vedle nákupu v automatech nabízí Kryptomat i online účty. Novinkou je flexibilní staking, který vyplácí denní odměnu a umožňuje mince kdykoli vybrat, a fixní varianta na 30 až 90 dní s vyšší sazbou.',
      'Analytici upozorňují, že odměny jsou vypláceny v kryptoměně a jejich hodnota kolísá s trhem. Firma sama doporučuje stakovat jen prostředky, které klient plánuje držet delší dobu.',
    ),
    url: '',
    publishedAt: '2026-05-06T08:00:00Z',
  },
  {
    outlet: 'Bratislavské noviny',
    language: 'sk',
    title: 'V Auparku a Eurovei pribudli bitcoinové automaty',
    summary: 'Dve nákupné centrá pri Dunaji majú nové automaty na nákup a predaj kryptomien, otvorené každý deň.',
    body: paragraphs(
      'Návštevníci Auparku a Eurovey si môžu kúpiť bitcoin rovnako jednoducho ako lístok na parkovanie. Spoločnosť Kryptomat tam umiestnila dva automaty, ktoré fungujú denne od desiatej do deviatej večer.',
      'Automat v Auparku bitcoin aj vykupuje za hotovosť. Prevádzkovateľ hovorí, že Bratislava je po Prahe jeho druhým najväčším trhom a v budúcnosti zvažuje aj Košice a Žilinu.',
    ),
    url: '',
    publishedAt: '2026-03-09T07:00:00Z',
  },
  {
    outlet: 'Financie dnes',
    language: 'sk',
    title: 'Ako nenaletieť podvodníkom pri bitcoinových automatoch',
    summary: 'Polícia a prevádzkovatelia automatov varujú pred telefonátmi falošných bankárov.',
    body: paragraphs(
      'Podvodníci volajú obetiam a tvrdia, že ich úspory sú v ohrození. Radia im vybrať hotovosť a vložiť ju do bitcoinového automatu. Prevádzkovateľ siete Kryptomat preto zobrazuje na každom automate pred nákupom výrazné varovanie.',
      'Firma na svojom webe prevádzkuje aj formulár na nahlásenie podvodu. Ak klient nahlási adresu včas, môže ju spoločnosť zablokovať a varovať ďalších zákazníkov.',
    ),
    url: '',
    publishedAt: '2026-02-12T09:00:00Z',
  },
  {
    outlet: 'Αθηναϊκή Επιθεώρηση',
    language: 'el',
    title: 'ATM bitcoin που δεν κλείνει ποτέ στο Σύνταγμα',
    summary: 'Η Kryptomat εγκατέστησε μηχάνημα ανοιχτό όλο το εικοσιτετράωρο στην αρχή της Ερμού.',
    body: paragraphs(
      'Στη γωνία της πλατείας Συντάγματος με την Ερμού λειτουργεί πλέον ATM bitcoin που δεν κλείνει ποτέ. Το μηχάνημα της Kryptomat αγοράζει και πουλά bitcoin, litecoin και ether και φυλάσσεται όλο το εικοσιτετράωρο.',
      'Η εταιρεία, που δραστηριοποιείται ήδη σε Τσεχία και Σλοβακία, μείωσε πρόσφατα την προμήθεια πώλησης στα μηχανήματα της Αθήνας. Σύμφωνα με τον εκπρόσωπό της, ετοιμάζονται και άλλα σημεία στο κέντρο.',
    ),
    url: '',
    publishedAt: '2026-04-24T06:00:00Z',
  },
  {
    outlet: 'Λιμάνι Σήμερα',
    language: 'el',
    title: 'Κρυπτονομίσματα και στο λιμάνι του Πειραιά',
    summary: 'Νέο ATM bitcoin στην Ακτή Μιαούλη εξυπηρετεί επιβάτες και εργαζόμενους του λιμανιού.',
    body: paragraphs(
      'Οι επιβάτες των πλοίων μπορούν πλέον να αγοράσουν bitcoin πριν από την αναχώρηση. Το νέο μηχάνημα στην Ακτή Μιαούλη λειτουργεί από τις 7 το πρωί έως τις 11 το βράδυ.',
      'Το ATM δέχεται μόνο αγορές· η πώληση για μετρητά είναι διαθέσιμη στο μηχάνημα του Συντάγματος. Η εταιρεία συνιστά στους νέους χρήστες να ξεκινούν με μικρά ποσά.',
    ),
    url: '',
    publishedAt: '2026-06-22T07:00:00Z',
  },
  {
    outlet: 'Fintech Europe Weekly',
    language: 'en',
    title: 'Central Europe’s bitcoin ATM networks bet on cash and compliance',
    summary: 'Operators such as Kryptomat grow across Czechia, Slovakia and Greece by pairing machines with verified online accounts.',
    body: paragraphs(
      'Bitcoin ATMs remain a cash business, but the operators that grow fastest in Central Europe pair their machines with online accounts. Kryptomat, which runs machines in Czechia, Slovakia and Greece, lets customers who verify their identity raise their limits and manage crypto, euros and staking in one place.',
      'The company says its per-level limits and fraud warnings at every purchase are a response to tighter anti-money-laundering rules across the EU. Its swap service for small amounts works without an account, while larger orders require verification.',
    ),
    url: '',
    publishedAt: '2026-10-15T10:00:00Z',
  },
];

/** Demo blog posts with their translations, and press coverage. */
export async function seedContent(database: Database): Promise<void> {
  const posts = await database
    .insert(blogPosts)
    .values(
      demoPosts.map((post) => ({
        slug: post.slug,
        author: post.author,
        publishedAt: new Date(post.publishedAt),
        updatedAt: new Date(post.publishedAt),
      })),
    )
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  const idOf = new Map(posts.map((post) => [post.slug, post.id]));
  await database.insert(blogPostTranslations).values(
    demoPosts.flatMap((post) =>
      Object.entries(post.text).map(([locale, text]) => ({
        postId: idOf.get(post.slug)!,
        locale,
        title: text.title,
        summary: text.summary,
        body: text.body ?? '',
      })),
    ),
  );
  await database
    .insert(pressItems)
    .values(demoPressItems.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt), updatedAt: new Date(item.publishedAt) })));
}
