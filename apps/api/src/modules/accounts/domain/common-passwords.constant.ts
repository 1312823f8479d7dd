// About 1,000 of the most common passwords of 8 or more characters (shorter ones fail the length rule anyway):
// well-known top-list entries and typical German choices with the usual digit and year endings, written for
// this project rather than downloaded. Compared lower-cased.
const LIST = `
12345678 123456789 1234567890 password password1 password123 qwertyuiop 11111111 12341234 87654321
88888888 00000000 12121212 123123123 987654321 1qaz2wsx 1q2w3e4r 1q2w3e4r5t qwer1234 1234qwer
q1w2e3r4 q1w2e3r4t5 zaq12wsx 1qazxsw2 12qwaszx qwerty123 qwerty12 abcd1234 asdf1234 asdfasdf
asdfghjk asdfghjkl qweasdzxc qazwsxedc passw0rd iloveyou sunshine princess football baseball
superman starwars trustno1 whatever computer internet michelle jennifer samantha corvette mercedes
maverick steelers midnight bigdaddy victoria cocacola marlboro hardcore basketball liverpool
chelsea1 arsenal1 manchester elephant scorpion slipknot metallica mountain platinum butterfly
1234554321 147258369 123456789a 123456a1 a1234567 aa123456 abc12345 abcd12345 zxcvbnm1 zxcvbnm123
qwertyui qwerty1234 welcome1 welcome123 letmein1 letmein123 monkey123 dragon123 master123 shadow123
football1 baseball1 princess1 sunshine1 iloveyou1 superman1 michael1 jordan23 charlie1 hunter123
freedom1 computer1 11223344 12344321 123321123 99999999 77777777 55555555 66666666 12312312
1234567a 123456789q 1q2w3e4r5t6y 1qaz2wsx3edc 9876543210 0123456789 01234567 qazwsx123 zaq1zaq1
zaq1xsw2 1qaz1qaz passwort passwort1 passwort123 passwort12 kennwort kennwort1 kennwort123
qwertz123 qwertzuiop qwertz1234 hallo123 hallo1234 schatz123 sommer123 fussball fussball1 bayern123
dortmund schalke04 borussia1 hamburger berlin123 muenchen deutschland oesterreich schweizer
willkommen sicherheit schmetterling sonnenschein prinzessin regenbogen weihnachten schokolade
hamburg1 frankfurt1 stuttgart1 leipzig1 dresden1 hannover1 salzburg1 innsbruck1 zuerich1 schweiz1
schatzi1 anmelden1 dortmund1 schalke1 fruehling1 andreas1 christian1 wolfgang1 juergen1 claudia1
susanne1 melanie1 heizoel1 heizung1 familie1 matthew1 jessica1 jennifer1 diamond1 thunder1 phoenix1
forever1 pokemon1 minecraft1 nintendo1 samsung1 internet1 sonne123 blume123 hamburg123 koeln123
frankfurt123 stuttgart123 leipzig123 dresden123 hannover123 bremen123 salzburg123 innsbruck123
zuerich123 basel123 luzern123 schweiz123 mausi123 schatzi123 engel123 liebe123 geheim123
anmelden123 dortmund123 schalke123 werder123 hertha123 herbst123 winter123 fruehling123 katze123
pferd123 tiger123 loewe123 adler123 drache123 stern123 himmel123 michael123 thomas123 andreas123
stefan123 christian123 markus123 martin123 peter123 klaus123 wolfgang123 juergen123 frank123
bernd123 dieter123 laura123 julia123 sarah123 sabine123 petra123 monika123 andrea123 claudia123
susanne123 nicole123 melanie123 sandra123 tanja123 heizoel123 heizung123 familie123 kinder123
superman123 football123 baseball123 princess123 sunshine123 iloveyou123 charlie123 jordan123
killer123 freedom123 batman123 robert123 daniel123 andrew123 joshua123 matthew123 ashley123
jessica123 amanda123 jennifer123 summer123 soccer123 hockey123 ranger123 tigger123 pepper123
ginger123 cookie123 banana123 orange123 purple123 yellow123 silver123 golden123 diamond123
thunder123 falcon123 eagle123 phoenix123 maggie123 buster123 harley123 dakota123 rocky123 lucky123
angel123 secret123 hello123 flower123 forever123 pokemon123 minecraft123 nintendo123 google123
samsung123 iphone123 computer123 internet123 access123 london123 paris123 hallo2026 passwort2026
schatz2026 sommer2026 sonne2026 blume2026 berlin2026 hamburg2026 koeln2026 frankfurt2026
stuttgart2026 leipzig2026 dresden2026 hannover2026 bremen2026 wien2026 graz2026 salzburg2026
linz2026 innsbruck2026 zuerich2026 bern2026 basel2026 luzern2026 schweiz2026 mausi2026 schatzi2026
hase2026 hasi2026 engel2026 liebe2026 geheim2026 kennwort2026 anmelden2026 qwertz2026 bayern2026
dortmund2026 schalke2026 werder2026 hertha2026 herbst2026 winter2026 fruehling2026 katze2026
hund2026 pferd2026 maus2026 baer2026 tiger2026 loewe2026 adler2026 drache2026 stern2026 mond2026
himmel2026 michael2026 thomas2026 andreas2026 stefan2026 christian2026 markus2026 martin2026
peter2026 klaus2026 wolfgang2026 juergen2026 frank2026 bernd2026 dieter2026 anna2026 lena2026
laura2026 julia2026 sarah2026 lisa2026 sabine2026 petra2026 monika2026 andrea2026 claudia2026
susanne2026 nicole2026 melanie2026 sandra2026 tanja2026 heizoel2026 heizung2026 familie2026
kinder2026 mama2026 papa2026 password2026 qwerty2026 dragon2026 monkey2026 letmein2026 shadow2026
master2026 superman2026 football2026 baseball2026 princess2026 sunshine2026 iloveyou2026
welcome2026 charlie2026 jordan2026 hunter2026 killer2026 freedom2026 batman2026 robert2026
daniel2026 andrew2026 joshua2026 matthew2026 ashley2026 jessica2026 amanda2026 jennifer2026
summer2026 soccer2026 hockey2026 ranger2026 tigger2026 pepper2026 ginger2026 cookie2026 banana2026
orange2026 purple2026 yellow2026 silver2026 golden2026 diamond2026 thunder2026 falcon2026 eagle2026
phoenix2026 maggie2026 buster2026 harley2026 dakota2026 rocky2026 lucky2026 angel2026 secret2026
hello2026 flower2026 forever2026 pokemon2026 minecraft2026 nintendo2026 google2026 samsung2026
iphone2026 computer2026 internet2026 access2026 london2026 paris2026 hallo2025 passwort2025
schatz2025 sommer2025 sonne2025 blume2025 berlin2025 hamburg2025 koeln2025 frankfurt2025
stuttgart2025 leipzig2025 dresden2025 hannover2025 bremen2025 wien2025 graz2025 salzburg2025
linz2025 innsbruck2025 zuerich2025 bern2025 basel2025 luzern2025 schweiz2025 mausi2025 schatzi2025
hase2025 hasi2025 engel2025 liebe2025 geheim2025 kennwort2025 anmelden2025 qwertz2025 bayern2025
dortmund2025 schalke2025 werder2025 hertha2025 herbst2025 winter2025 fruehling2025 katze2025
hund2025 pferd2025 maus2025 baer2025 tiger2025 loewe2025 adler2025 drache2025 stern2025 mond2025
himmel2025 michael2025 thomas2025 andreas2025 stefan2025 christian2025 markus2025 martin2025
peter2025 klaus2025 wolfgang2025 juergen2025 frank2025 bernd2025 dieter2025 anna2025 lena2025
laura2025 julia2025 sarah2025 lisa2025 sabine2025 petra2025 monika2025 andrea2025 claudia2025
susanne2025 nicole2025 melanie2025 sandra2025 tanja2025 heizoel2025 heizung2025 familie2025
kinder2025 mama2025 papa2025 password2025 qwerty2025 dragon2025 monkey2025 letmein2025 shadow2025
master2025 superman2025 football2025 baseball2025 princess2025 sunshine2025 iloveyou2025
welcome2025 charlie2025 jordan2025 hunter2025 killer2025 freedom2025 batman2025 robert2025
daniel2025 andrew2025 joshua2025 matthew2025 ashley2025 jessica2025 amanda2025 jennifer2025
summer2025 soccer2025 hockey2025 ranger2025 tigger2025 pepper2025 ginger2025 cookie2025 banana2025
orange2025 purple2025 yellow2025 silver2025 golden2025 diamond2025 thunder2025 falcon2025 eagle2025
phoenix2025 maggie2025 buster2025 harley2025 dakota2025 rocky2025 lucky2025 angel2025 secret2025
hello2025 flower2025 forever2025 pokemon2025 minecraft2025 nintendo2025 google2025 samsung2025
iphone2025 computer2025 internet2025 access2025 london2025 paris2025 passwort! hamburg! frankfurt!
stuttgart! leipzig! dresden! hannover! salzburg! innsbruck! zuerich! schweiz! schatzi! kennwort!
anmelden! dortmund! schalke! fruehling! michael! andreas! christian! wolfgang! juergen! claudia!
susanne! melanie! heizoel! heizung! familie! password! letmein! superman! football! baseball!
princess! sunshine! iloveyou! welcome! charlie! freedom! matthew! jessica! jennifer! diamond!
thunder! phoenix! forever! pokemon! minecraft! nintendo! samsung! computer! internet! schatz12
sommer12 berlin12 hamburg12 frankfurt12 stuttgart12 leipzig12 dresden12 hannover12 bremen12
salzburg12 innsbruck12 zuerich12 luzern12 schweiz12 schatzi12 geheim12 kennwort12 anmelden12
qwertz12 bayern12 dortmund12 schalke12 werder12 hertha12 herbst12 winter12 fruehling12 drache12
himmel12 michael12 thomas12 andreas12 stefan12 christian12 markus12 martin12 wolfgang12 juergen12
dieter12 sabine12 monika12 andrea12 claudia12 susanne12 nicole12 melanie12 sandra12 heizoel12
heizung12 familie12 kinder12 password12 dragon12 monkey12 letmein12 shadow12 master12 superman12
football12 baseball12 princess12 sunshine12 iloveyou12 welcome12 charlie12 jordan12 hunter12
killer12 freedom12 batman12 robert12 daniel12 andrew12 joshua12 matthew12 ashley12 jessica12
amanda12 jennifer12 summer12 soccer12 hockey12 ranger12 tigger12 pepper12 ginger12 cookie12
banana12 orange12 purple12 yellow12 silver12 golden12 diamond12 thunder12 falcon12 phoenix12
maggie12 buster12 harley12 dakota12 secret12 flower12 forever12 pokemon12 minecraft12 nintendo12
google12 samsung12 iphone12 computer12 internet12 access12 london12 passwort1234 schatz1234
sommer1234 sonne1234 blume1234 berlin1234 hamburg1234 koeln1234 frankfurt1234 stuttgart1234
leipzig1234 dresden1234 hannover1234 bremen1234 wien1234 graz1234 salzburg1234 linz1234
innsbruck1234 zuerich1234 bern1234 basel1234 luzern1234 schweiz1234 mausi1234 schatzi1234 hase1234
hasi1234 engel1234 liebe1234 geheim1234 kennwort1234 anmelden1234 bayern1234 dortmund1234
schalke1234 werder1234 hertha1234 herbst1234 winter1234 fruehling1234 katze1234 hund1234 pferd1234
maus1234 baer1234 tiger1234 loewe1234 adler1234 drache1234 stern1234 mond1234 himmel1234
michael1234 thomas1234 andreas1234 stefan1234 christian1234 markus1234 martin1234 peter1234
klaus1234 wolfgang1234 juergen1234 frank1234 bernd1234 dieter1234 anna1234 lena1234 laura1234
julia1234 sarah1234 lisa1234 sabine1234 petra1234 monika1234 andrea1234 claudia1234 susanne1234
nicole1234 melanie1234 sandra1234 tanja1234 heizoel1234 heizung1234 familie1234 kinder1234 mama1234
papa1234 password1234 dragon1234 monkey1234 letmein1234 shadow1234 master1234 superman1234
football1234 baseball1234 princess1234 sunshine1234 iloveyou1234 welcome1234 charlie1234 jordan1234
hunter1234 killer1234 freedom1234 batman1234 robert1234 daniel1234 andrew1234 joshua1234
matthew1234 ashley1234 jessica1234 amanda1234 jennifer1234 summer1234 soccer1234 hockey1234
ranger1234 tigger1234 pepper1234 ginger1234 cookie1234 banana1234 orange1234 purple1234 yellow1234
silver1234 golden1234 diamond1234 thunder1234 falcon1234 eagle1234 phoenix1234 maggie1234
buster1234 harley1234 dakota1234 rocky1234 lucky1234 angel1234 secret1234 hello1234 flower1234
forever1234 pokemon1234 minecraft1234 nintendo1234 google1234 samsung1234 iphone1234 computer1234
internet1234 access1234 london1234 paris1234 hallo2024 passwort2024 schatz2024 sommer2024 sonne2024
blume2024 berlin2024 hamburg2024 koeln2024 frankfurt2024 stuttgart2024 leipzig2024 dresden2024
hannover2024 bremen2024 wien2024 graz2024 salzburg2024 linz2024 innsbruck2024 zuerich2024 bern2024
basel2024 luzern2024 schweiz2024 mausi2024 schatzi2024 hase2024 hasi2024 engel2024 liebe2024
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
