/**
 * The offline guide's library: contemplative passages the project wrote, in English, Hindi (in
 * Devanagari) and Hinglish (Hindi in Latin script). Each theme is found by its keywords in any of
 * the three languages; its passages are offered, never preached: no tradition is the right one.
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';

export interface Theme {
  name: string;
  /** Lower-case words or stems; a question mentioning one touches the theme. */
  keywords: readonly string[];
  passages: Readonly<Record<GuideLanguage, readonly string[]>>;
}

export const THEMES: readonly Theme[] = [
  {
    name: 'peace',
    keywords: ['peace', 'calm', 'anxi', 'worry', 'stress', 'restless', 'शांति', 'चिंता', 'तनाव', 'बेचैन', 'shanti', 'chinta', 'tanav', 'pareshan', 'bechain'],
    passages: {
      english: [
        'Peace is rarely something we add to a life; it is more often what remains when we stop adding. When the mind is crowded, try setting one worry down for the length of a single breath. Notice that you are still here without it. That small space is not an escape from your life. It is the ground your life has been standing on all along.',
        'Restlessness is not a failure. It is energy that has not yet found where to rest. Instead of fighting it, you might walk slowly, feel your feet, and let the body settle first. The mind often follows the body home. Be patient with yourself: calm grows the way a pond clears, by being left alone a while.',
      ],
      hindi: [
        'शांति अक्सर कुछ जोड़ने से नहीं मिलती, बल्कि तब मिलती है जब हम जोड़ना बंद कर देते हैं। जब मन भरा हुआ हो, तो एक साँस भर के लिए एक चिंता को नीचे रख दीजिए। देखिए कि आप उसके बिना भी यहाँ हैं। यह छोटी सी जगह जीवन से भागना नहीं है, यह वही धरती है जिस पर आपका जीवन हमेशा से खड़ा है।',
        'बेचैनी कोई हार नहीं है। यह वह ऊर्जा है जिसे अभी ठहरने की जगह नहीं मिली। उससे लड़ने के बजाय धीरे चलिए, अपने पैरों को महसूस कीजिए और पहले शरीर को शांत होने दीजिए। मन अक्सर शरीर के पीछे-पीछे घर लौट आता है। अपने साथ धैर्य रखिए: शांति वैसे ही आती है जैसे तालाब का पानी थोड़ी देर छोड़ देने पर साफ़ हो जाता है।',
      ],
      hinglish: [
        'Shanti aksar kuch jodne se nahi milti, balki tab milti hai jab hum jodna band kar dete hain. Jab mann bhara hua ho, toh ek saans bhar ke liye ek chinta ko neeche rakh dijiye. Dekhiye ki aap uske bina bhi yahan hain. Yeh chhoti si jagah zindagi se bhaagna nahi hai, yeh wahi zameen hai jis par aapki zindagi hamesha se khadi hai.',
        'Bechaini koi haar nahi hai. Yeh woh energy hai jise abhi theherne ki jagah nahi mili. Usse ladne ke bajaye dheere chaliye, apne pairon ko mehsoos kijiye aur pehle shareer ko shaant hone dijiye. Mann aksar shareer ke peeche-peeche ghar laut aata hai. Apne saath dhairya rakhiye: shanti waise hi aati hai jaise talaab ka paani thodi der chhod dene par saaf ho jaata hai.',
      ],
    },
  },
  {
    name: 'meditation',
    keywords: ['meditat', 'breath', 'mindful', 'focus', 'prayer', 'ध्यान', 'साँस', 'सांस', 'प्रार्थना', 'dhyan', 'saans', 'prarthana'],
    passages: {
      english: [
        'Meditation does not ask you to empty the mind. It asks you to notice what is already there, kindly, and to return when you wander. Each return is the practice, not a sign that you failed at it. Sit for five minutes, feel the breath at the nostrils, and when a thought pulls you away, simply come back. Five honest minutes are worth more than an hour of strain.',
        'The breath is a teacher that is always with you. It does not hurry and it does not hold on. Breathing in, you can know that you are breathing in; breathing out, you can let something go. Many traditions point here in their own words. You need not choose one today: let the breath itself show you how to receive and how to release.',
      ],
      hindi: [
        'ध्यान मन को खाली करने के लिए नहीं कहता। वह कहता है कि जो पहले से है उसे प्रेम से देखिए, और भटकने पर लौट आइए। हर लौटना ही साधना है, असफलता का संकेत नहीं। पाँच मिनट बैठिए, नासिका पर साँस को महसूस कीजिए, और जब कोई विचार खींच ले जाए तो बस वापस आ जाइए। ईमानदारी के पाँच मिनट ज़बरदस्ती के एक घंटे से अधिक मूल्यवान हैं।',
        'साँस एक ऐसा गुरु है जो हमेशा आपके साथ है। वह न जल्दी करती है, न पकड़ कर रखती है। साँस लेते हुए जानिए कि आप साँस ले रहे हैं; साँस छोड़ते हुए कुछ छोड़ दीजिए। अनेक परंपराएँ अपने-अपने शब्दों में यहीं इशारा करती हैं। आज आपको कोई एक चुनने की ज़रूरत नहीं: साँस ही आपको सिखा देगी कि कैसे ग्रहण करें और कैसे छोड़ें।',
      ],
      hinglish: [
        'Dhyan mann ko khaali karne ke liye nahi kehta. Woh kehta hai ki jo pehle se hai use pyaar se dekhiye, aur bhatakne par laut aaiye. Har lautna hi saadhna hai, failure ka sign nahi. Paanch minute baithiye, naak par saans ko mehsoos kijiye, aur jab koi vichaar kheench le jaaye toh bas wapas aa jaaiye. Imaandari ke paanch minute zabardasti ke ek ghante se zyada keemti hain.',
        'Saans ek aisa guru hai jo hamesha aapke saath hai. Woh na jaldi karti hai, na pakad kar rakhti hai. Saans lete hue jaaniye ki aap saans le rahe hain; saans chhodte hue kuch chhod dijiye. Kai paramparayein apne-apne shabdon mein yahin ishaara karti hain. Aaj aapko koi ek chunne ki zaroorat nahi: saans hi aapko sikha degi ki kaise lena hai aur kaise chhodna hai.',
      ],
    },
  },
  {
    name: 'grief',
    keywords: ['grief', 'griev', 'loss', 'lost', 'death', 'died', 'mourn', 'miss', 'दुख', 'दुःख', 'शोक', 'मृत्यु', 'खो', 'dukh', 'shok', 'maut', 'mrityu', 'kho diya', 'yaad'],
    passages: {
      english: [
        'Grief is love that has nowhere to go. It does not need to be fixed or hurried; it needs room. Let yourself miss what you miss. Some days the weight will feel lighter and some days it will return without warning, and both are part of the same tender road. You are not walking it wrongly.',
        'What we lose does not vanish from us entirely. It lives on in how we see, in the kindness we learned, in the way we now hold others. Perhaps you can speak to what you have lost, in a letter or in silence, and let it know what it gave you. Sorrow and gratitude can sit side by side.',
      ],
      hindi: [
        'दुख वह प्रेम है जिसे जाने की कोई जगह नहीं मिलती। उसे ठीक करने या जल्दी ख़त्म करने की ज़रूरत नहीं; उसे जगह चाहिए। जिसकी याद आती है, उसे याद करने दीजिए। कुछ दिन बोझ हल्का लगेगा और कुछ दिन बिना बताए लौट आएगा, और दोनों एक ही कोमल राह के हिस्से हैं। आप इस राह पर ग़लत नहीं चल रहे।',
        'जो हम खोते हैं, वह हमसे पूरी तरह मिटता नहीं। वह हमारी दृष्टि में, हमारी सीखी हुई करुणा में, दूसरों को थामने के हमारे ढंग में जीवित रहता है। शायद आप जो खोया है उससे बात कर सकें, एक पत्र में या मौन में, और उसे बताएँ कि उसने आपको क्या दिया। दुख और कृतज्ञता साथ-साथ बैठ सकते हैं।',
      ],
      hinglish: [
        'Dukh woh pyaar hai jise jaane ki koi jagah nahi milti. Use theek karne ya jaldi khatam karne ki zaroorat nahi; use jagah chahiye. Jiski yaad aati hai, use yaad karne dijiye. Kuch din bojh halka lagega aur kuch din bina bataaye laut aayega, aur dono ek hi komal raah ke hisse hain. Aap is raah par galat nahi chal rahe.',
        'Jo hum khote hain, woh humse poori tarah mitta nahi. Woh hamari nazar mein, hamari seekhi hui karuna mein, doosron ko thaamne ke hamare dhang mein zinda rehta hai. Shayad aap jo khoya hai usse baat kar sakein, ek letter mein ya maun mein, aur use bataayein ki usne aapko kya diya. Dukh aur shukriya saath-saath baith sakte hain.',
      ],
    },
  },
  {
    name: 'love',
    keywords: ['love', 'relationship', 'family', 'friend', 'partner', 'lonely', 'alone', 'प्रेम', 'प्यार', 'रिश्त', 'परिवार', 'अकेल', 'pyaar', 'prem', 'rishta', 'parivaar', 'akela', 'dost'],
    passages: {
      english: [
        'Love is less a feeling we wait for than a way of paying attention. To listen to someone without preparing your reply is already a form of love. Begin with whoever is nearest, even if that is only yourself today. The heart that learns to be gentle with its own mistakes finds it easier to be gentle with others.',
        'Loneliness can feel like proof that we are apart, yet it is also the heart remembering that it was made for connection. You might reach out in one small way this week: a message, a shared meal, a kind word to a stranger. Connection is often rebuilt the way a path is made, one step at a time, by walking it.',
      ],
      hindi: [
        'प्रेम कोई ऐसी भावना नहीं जिसका हम इंतज़ार करें, वह ध्यान देने का एक ढंग है। किसी को बिना जवाब की तैयारी किए सुनना अपने आप में प्रेम है। जो सबसे पास है उससे शुरू कीजिए, चाहे आज वह केवल आप स्वयं हों। जो हृदय अपनी भूलों के साथ कोमल होना सीख लेता है, वह दूसरों के साथ भी आसानी से कोमल हो पाता है।',
        'अकेलापन ऐसा लग सकता है मानो हम सबसे अलग हैं, पर यह हृदय का यह याद करना भी है कि वह जुड़ने के लिए बना है। इस सप्ताह एक छोटे से ढंग से हाथ बढ़ाइए: एक संदेश, साथ में भोजन, किसी अजनबी से एक मीठा शब्द। जुड़ाव अक्सर वैसे ही बनता है जैसे पगडंडी बनती है, एक-एक क़दम चलकर।',
      ],
      hinglish: [
        'Prem koi aisi feeling nahi jiska hum intezaar karein, woh dhyan dene ka ek dhang hai. Kisi ko bina jawab ki taiyaari kiye sunna apne aap mein prem hai. Jo sabse paas hai usse shuru kijiye, chahe aaj woh sirf aap khud hon. Jo dil apni galtiyon ke saath komal hona seekh leta hai, woh doosron ke saath bhi aasani se komal ho paata hai.',
        'Akelapan aisa lag sakta hai maano hum sabse alag hain, par yeh dil ka yeh yaad karna bhi hai ki woh judne ke liye bana hai. Is hafte ek chhote se dhang se haath badhaiye: ek message, saath mein khaana, kisi ajnabi se ek meetha shabd. Judaav aksar waise hi banta hai jaise pagdandi banti hai, ek-ek kadam chalkar.',
      ],
    },
  },
  {
    name: 'purpose',
    keywords: ['purpose', 'meaning', 'dharma', 'path', 'calling', 'career', 'direction', 'उद्देश्य', 'अर्थ', 'धर्म', 'मार्ग', 'रास्ता', 'maqsad', 'uddeshya', 'matlab', 'raasta', 'dharm'],
    passages: {
      english: [
        'Purpose is seldom found all at once, like a treasure. More often it is uncovered slowly, in what keeps calling you back and in what makes you forget the time. Ask not only what you want to achieve, but whom you want to become while achieving it. The answer to the second question is already something you can live today.',
        'Many paths speak of doing your own work well rather than another’s work perfectly. Your path need not look like anyone else’s. If the next step is small and honest, take it. Direction often becomes clear only after we begin to walk, the way a lantern lights only the few steps ahead, and that is enough to keep going.',
      ],
      hindi: [
        'उद्देश्य किसी ख़ज़ाने की तरह एक बार में नहीं मिलता। अधिकतर वह धीरे-धीरे प्रकट होता है, उसमें जो आपको बार-बार बुलाता है और जिसमें आप समय भूल जाते हैं। केवल यह मत पूछिए कि क्या पाना है, यह भी पूछिए कि पाते हुए आप कौन बनना चाहते हैं। दूसरे प्रश्न का उत्तर आप आज ही जी सकते हैं।',
        'अनेक परंपराएँ कहती हैं कि दूसरे का काम पूर्णता से करने से अपना काम अच्छी तरह करना बेहतर है। आपका मार्ग किसी और जैसा दिखे, यह ज़रूरी नहीं। यदि अगला क़दम छोटा और सच्चा है, तो उसे उठाइए। दिशा अक्सर चलना शुरू करने के बाद ही साफ़ होती है, जैसे लालटेन केवल आगे के कुछ क़दम रोशन करती है, और चलते रहने के लिए इतना काफ़ी है।',
      ],
      hinglish: [
        'Maqsad kisi khazaane ki tarah ek baar mein nahi milta. Zyadatar woh dheere-dheere saamne aata hai, usmein jo aapko baar-baar bulaata hai aur jismein aap samay bhool jaate hain. Sirf yeh mat poochhiye ki kya paana hai, yeh bhi poochhiye ki paate hue aap kaun banna chahte hain. Doosre sawaal ka jawab aap aaj hi jee sakte hain.',
        'Kai paramparayein kehti hain ki doosre ka kaam perfect karne se apna kaam achhi tarah karna behtar hai. Aapka raasta kisi aur jaisa dikhe, yeh zaroori nahi. Agar agla kadam chhota aur sachcha hai, toh use uthaaiye. Disha aksar chalna shuru karne ke baad hi saaf hoti hai, jaise laaltein sirf aage ke kuch kadam roshan karti hai, aur chalte rehne ke liye itna kaafi hai.',
      ],
    },
  },
  {
    name: 'fear',
    keywords: ['fear', 'afraid', 'scared', 'uncertain', 'future', 'doubt', 'डर', 'भय', 'अनिश्चित', 'भविष्य', 'संदेह', 'dar', 'bhay', 'darr', 'bhavishya', 'shak'],
    passages: {
      english: [
        'Fear usually lives in a tomorrow that has not arrived. Gently bring your attention back to this room, this breath, this step. You do not have to face the whole future at once, only the part of it that is here now. Courage is not the absence of fear; it is walking beside it with a little kindness for yourself.',
        'Uncertainty can feel like standing at the edge of fog. Yet every life has always been uncertain; we only notice it more at times like these. What do you know to be true right now, today? Start there. Trust can grow from small things: the sunrise that came again, the friend who answered, the breath that keeps arriving.',
      ],
      hindi: [
        'डर अक्सर उस कल में रहता है जो अभी आया ही नहीं। धीरे से अपना ध्यान इस कमरे, इस साँस, इस क़दम पर लौटाइए। आपको पूरे भविष्य का सामना एक साथ नहीं करना, केवल उतने का जो अभी यहाँ है। साहस डर का न होना नहीं है; वह अपने प्रति थोड़ी करुणा के साथ डर के बगल में चलना है।',
        'अनिश्चितता धुंध के किनारे खड़े होने जैसी लग सकती है। पर हर जीवन हमेशा से अनिश्चित रहा है; ऐसे समय में हम इसे बस अधिक महसूस करते हैं। अभी, आज, आप क्या सच जानते हैं? वहीं से शुरू कीजिए। भरोसा छोटी चीज़ों से बढ़ता है: फिर से उगा सूरज, जवाब देने वाला मित्र, आती रहने वाली साँस।',
      ],
      hinglish: [
        'Dar aksar us kal mein rehta hai jo abhi aaya hi nahi. Dheere se apna dhyan is kamre, is saans, is kadam par lautaaiye. Aapko poore bhavishya ka saamna ek saath nahi karna, sirf utne ka jo abhi yahan hai. Himmat dar ka na hona nahi hai; woh apne liye thodi karuna ke saath dar ke bagal mein chalna hai.',
        'Anishchitta dhundh ke kinaare khade hone jaisi lag sakti hai. Par har zindagi hamesha se anishchit rahi hai; aise samay mein hum ise bas zyada mehsoos karte hain. Abhi, aaj, aap kya sach jaante hain? Wahin se shuru kijiye. Bharosa chhoti cheezon se badhta hai: phir se uga suraj, jawab dene wala dost, aati rehne wali saans.',
      ],
    },
  },
  {
    name: 'gratitude',
    keywords: ['grateful', 'gratitude', 'thank', 'joy', 'happy', 'happiness', 'blessing', 'कृतज्ञ', 'धन्यवाद', 'आनंद', 'खुश', 'ख़ुश', 'shukr', 'dhanyavaad', 'anand', 'khush', 'khushi'],
    passages: {
      english: [
        'Gratitude does not deny what is hard. It simply refuses to let the hard things be the only things we see. Tonight, you might name three small gifts of the day: a warm cup, a kind glance, a moment of quiet. Joy often hides in the ordinary, waiting for us to slow down enough to notice it.',
        'Happiness that depends on everything going our way is fragile. Contentment is steadier: it is the feeling of enough. It grows when we stop comparing and start receiving. Whatever your path or belief, thankfulness opens the hands, and open hands are ready both to give and to receive.',
      ],
      hindi: [
        'कृतज्ञता कठिनाइयों को नकारती नहीं। वह बस इतना करती है कि कठिन बातें ही अकेली दिखने वाली बातें न रहें। आज रात दिन के तीन छोटे उपहारों के नाम लीजिए: एक गरम प्याला, एक स्नेह भरी नज़र, मौन का एक पल। आनंद अक्सर साधारण में छिपा रहता है, इस प्रतीक्षा में कि हम इतना धीमे हों कि उसे देख सकें।',
        'जो ख़ुशी हर बात के हमारे मन मुताबिक़ होने पर टिकी हो, वह नाज़ुक है। संतोष अधिक स्थिर है: वह "पर्याप्त है" का अनुभव है। वह तब बढ़ता है जब हम तुलना छोड़कर ग्रहण करना शुरू करते हैं। आपका मार्ग या विश्वास जो भी हो, धन्यवाद का भाव हाथों को खोल देता है, और खुले हाथ देने और लेने दोनों के लिए तैयार रहते हैं।',
      ],
      hinglish: [
        'Shukrguzaari mushkilon ko nakaarti nahi. Woh bas itna karti hai ki mushkil baatein hi akeli dikhne wali baatein na rahein. Aaj raat din ke teen chhote tohfon ke naam lijiye: ek garam chai, ek pyaar bhari nazar, khamoshi ka ek pal. Khushi aksar saadharan mein chhupi rehti hai, is intezaar mein ki hum itne dheeme hon ki use dekh sakein.',
        'Jo khushi har baat ke hamare mann mutaabik hone par tiki ho, woh naazuk hai. Santosh zyada sthir hai: woh "kaafi hai" ka ehsaas hai. Woh tab badhta hai jab hum tulna chhodkar lena shuru karte hain. Aapka raasta ya vishwas jo bhi ho, dhanyavaad ka bhaav haathon ko khol deta hai, aur khule haath dene aur lene dono ke liye taiyaar rehte hain.',
      ],
    },
  },
  {
    name: 'forgiveness',
    keywords: ['anger', 'angry', 'forgive', 'forgiveness', 'hurt', 'resent', 'guilt', 'क्रोध', 'ग़ुस्सा', 'गुस्सा', 'क्षमा', 'माफ़', 'माफ', 'ग्लानि', 'gussa', 'krodh', 'maaf', 'kshama', 'galti'],
    passages: {
      english: [
        'Anger often stands guard over a hurt. Before judging the anger, ask what it is protecting. Breathe with it, without feeding it and without pushing it away. When it has been heard, it usually softens by itself, and what remains can be spoken with clarity instead of heat.',
        'Forgiveness does not mean that what happened was acceptable, nor that you must return to what harmed you. It means choosing not to carry the weight any longer. It can take time, and it can begin with forgiving yourself for still being hurt. Be as patient with your heart as you would be with a dear friend.',
      ],
      hindi: [
        'क्रोध अक्सर किसी चोट की रखवाली करता है। क्रोध को परखने से पहले पूछिए कि वह किसकी रक्षा कर रहा है। उसके साथ साँस लीजिए, न उसे बढ़ाइए, न धकेलिए। जब उसे सुन लिया जाता है, तो वह अक्सर अपने आप नरम हो जाता है, और जो बचता है वह गर्मी के बजाय स्पष्टता से कहा जा सकता है।',
        'क्षमा का अर्थ यह नहीं कि जो हुआ वह ठीक था, न यह कि आपको उसके पास लौटना है जिसने चोट पहुँचाई। इसका अर्थ है उस बोझ को अब और न ढोने का चुनाव। इसमें समय लग सकता है, और यह स्वयं को इस बात के लिए क्षमा करने से शुरू हो सकता है कि आप अब भी आहत हैं। अपने हृदय के साथ वैसा ही धैर्य रखिए जैसा किसी प्रिय मित्र के साथ रखते।',
      ],
      hinglish: [
        'Gussa aksar kisi chot ki rakhwaali karta hai. Gusse ko judge karne se pehle poochhiye ki woh kiski raksha kar raha hai. Uske saath saans lijiye, na use badhaaiye, na dhakeliye. Jab use sun liya jaata hai, toh woh aksar apne aap naram ho jaata hai, aur jo bachta hai woh garmi ke bajaye saafi se kaha ja sakta hai.',
        'Maafi ka matlab yeh nahi ki jo hua woh theek tha, na yeh ki aapko uske paas lautna hai jisne chot pahunchaayi. Iska matlab hai us bojh ko ab aur na uthaane ka chunaav. Ismein samay lag sakta hai, aur yeh khud ko is baat ke liye maaf karne se shuru ho sakta hai ki aap ab bhi dukhi hain. Apne dil ke saath waisa hi dhairya rakhiye jaisa kisi pyaare dost ke saath rakhte.',
      ],
    },
  },
  {
    name: 'self',
    keywords: ['self', 'ego', 'who am i', 'identity', 'soul', 'worth', 'confidence', 'आत्मा', 'अहंकार', 'मैं कौन', 'स्वयं', 'aatma', 'atma', 'ahankaar', 'main kaun', 'khud'],
    passages: {
      english: [
        'The question "Who am I?" has been asked in every age, and perhaps it is meant to be lived more than answered. You are not only your thoughts, your roles or your past. Notice the quiet awareness in which all of these come and go. Rest there for a moment. It asks nothing of you and has never left.',
        'Your worth was not earned and cannot be lost. It does not rise with praise or fall with failure. When the inner critic grows loud, you might place a hand on your heart and speak to yourself as you would to a child you love. Growth happens more easily in the soil of kindness than in the cold of judgment.',
      ],
      hindi: [
        '"मैं कौन हूँ?" यह प्रश्न हर युग में पूछा गया है, और शायद इसे उत्तर देने से अधिक जीने के लिए बनाया गया है। आप केवल अपने विचार, अपनी भूमिकाएँ या अपना अतीत नहीं हैं। उस शांत चेतना को देखिए जिसमें ये सब आते-जाते हैं। एक पल वहाँ विश्राम कीजिए। वह आपसे कुछ नहीं माँगती और कभी आपसे दूर नहीं गई।',
        'आपका मूल्य कमाया नहीं गया और खोया नहीं जा सकता। वह प्रशंसा से बढ़ता नहीं, असफलता से घटता नहीं। जब भीतर का आलोचक ज़ोर से बोले, तो अपने हृदय पर हाथ रखिए और स्वयं से वैसे बात कीजिए जैसे किसी प्रिय बच्चे से करते। विकास निर्णय की ठंडक से अधिक करुणा की मिट्टी में आसानी से होता है।',
      ],
      hinglish: [
        '"Main kaun hoon?" yeh sawaal har yug mein poochha gaya hai, aur shayad ise jawab dene se zyada jeene ke liye banaya gaya hai. Aap sirf apne vichaar, apne roles ya apna ateet nahi hain. Us shaant chetna ko dekhiye jismein yeh sab aate-jaate hain. Ek pal wahan aaraam kijiye. Woh aapse kuch nahi maangti aur kabhi aapse door nahi gayi.',
        'Aapki keemat kamaayi nahi gayi aur khoyi nahi ja sakti. Woh taareef se badhti nahi, naakaami se ghat-ti nahi. Jab andar ka critic zor se bole, toh apne dil par haath rakhiye aur khud se waise baat kijiye jaise kisi pyaare bachche se karte. Growth judgment ki thandak se zyada karuna ki mitti mein aasani se hoti hai.',
      ],
    },
  },
];

/** What the offline guide says of itself, first, so that no one mistakes it for a model's answer. */
export const OFFLINE_PREFACE: Readonly<Record<GuideLanguage, string>> = {
  english: 'From the offline guide (a library of reflections, not a live AI):',
  hindi: 'ऑफ़लाइन मार्गदर्शक से (चिंतन का एक संग्रह, कोई जीवित एआई नहीं):',
  hinglish: 'Offline guide se (vichaaron ka ek sangrah, koi live AI nahi):',
};
