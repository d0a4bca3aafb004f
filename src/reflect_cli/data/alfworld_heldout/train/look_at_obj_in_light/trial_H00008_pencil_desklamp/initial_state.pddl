(define (problem plan_trial_H00008_pencil_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  PencilType - otype
  PillowType - otype
  DeskType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  SafeType - rtype
  SideTableType - rtype
  Pencil_bar__minus_00_dot_62_bar__minus_00_dot_86_bar__minus_02_dot_20 - object
  Pillow_bar__minus_01_dot_84_bar__plus_00_dot_33_bar__minus_00_dot_74 - object
  CreditCard_bar__plus_00_dot_98_bar__plus_01_dot_04_bar__minus_02_dot_15 - object
  Book_bar__minus_00_dot_31_bar__plus_00_dot_80_bar__plus_01_dot_90 - object
  Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22 - object
  CellPhone_bar__minus_01_dot_94_bar__plus_00_dot_96_bar__plus_00_dot_40 - object
  DeskLamp_bar__plus_00_dot_04_bar__minus_01_dot_77_bar__plus_00_dot_93 - object
  Desk_bar__minus_00_dot_65_bar__minus_01_dot_72_bar__plus_00_dot_16 - receptacle
  Dresser_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__minus_01_dot_83 - receptacle
  GarbageCan_bar__minus_00_dot_83_bar__plus_02_dot_27_bar__plus_01_dot_18 - receptacle
  SideTable_bar__plus_00_dot_57_bar__plus_00_dot_69_bar__plus_00_dot_47 - receptacle
  Safe_bar__plus_00_dot_69_bar__plus_00_dot_16_bar__minus_00_dot_25 - receptacle
  loc_bar_1_bar_6_bar_0_bar_15 - location
  loc_bar_1_bar__minus_1_bar_3_bar_30 - location
  loc_bar__minus_6_bar_6_bar_1_bar_30 - location
  loc_bar__minus_7_bar_0_bar_2_bar_15 - location
  loc_bar__minus_8_bar__minus_1_bar_1_bar_0 - location
  loc_bar__minus_8_bar__minus_5_bar_3_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_7_bar_0_bar_2_bar_15)
  (canContain DeskType BookType)
  (canContain DeskType BowlType)
  (canContain DeskType CellPhoneType)
  (canContain DeskType CreditCardType)
  (canContain DeskType PencilType)
  (canContain DeskType PillowType)
  (canContain DresserType BookType)
  (canContain DresserType BowlType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType PencilType)
  (canContain DresserType PillowType)
  (canContain GarbageCanType CreditCardType)
  (canContain GarbageCanType PencilType)
  (canContain SafeType BookType)
  (canContain SafeType CellPhoneType)
  (canContain SafeType CreditCardType)
  (canContain SafeType PencilType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PillowType)
  (receptacleType Desk_bar__minus_00_dot_65_bar__minus_01_dot_72_bar__plus_00_dot_16 DeskType)
  (receptacleAtLocation Desk_bar__minus_00_dot_65_bar__minus_01_dot_72_bar__plus_00_dot_16 loc_bar__minus_6_bar_6_bar_1_bar_30)
  (receptacleType Dresser_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__minus_01_dot_83 DresserType)
  (receptacleAtLocation Dresser_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__minus_01_dot_83 loc_bar__minus_8_bar__minus_5_bar_3_bar_45)
  (receptacleType GarbageCan_bar__minus_00_dot_83_bar__plus_02_dot_27_bar__plus_01_dot_18 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_83_bar__plus_02_dot_27_bar__plus_01_dot_18 loc_bar__minus_8_bar__minus_1_bar_1_bar_0)
  (receptacleType SideTable_bar__plus_00_dot_57_bar__plus_00_dot_69_bar__plus_00_dot_47 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_57_bar__plus_00_dot_69_bar__plus_00_dot_47 loc_bar_1_bar_6_bar_0_bar_15)
  (receptacleType Safe_bar__plus_00_dot_69_bar__plus_00_dot_16_bar__minus_00_dot_25 SafeType)
  (receptacleAtLocation Safe_bar__plus_00_dot_69_bar__plus_00_dot_16_bar__minus_00_dot_25 loc_bar_1_bar__minus_1_bar_3_bar_30)
  (openable Safe_bar__plus_00_dot_69_bar__plus_00_dot_16_bar__minus_00_dot_25)
  (objectType Pencil_bar__minus_00_dot_62_bar__minus_00_dot_86_bar__minus_02_dot_20 PencilType)
  (inReceptacle Pencil_bar__minus_00_dot_62_bar__minus_00_dot_86_bar__minus_02_dot_20 SideTable_bar__plus_00_dot_57_bar__plus_00_dot_69_bar__plus_00_dot_47)
  (objectAtLocation Pencil_bar__minus_00_dot_62_bar__minus_00_dot_86_bar__minus_02_dot_20 loc_bar_1_bar_6_bar_0_bar_15)
  (pickupable Pencil_bar__minus_00_dot_62_bar__minus_00_dot_86_bar__minus_02_dot_20)
  (objectType Pillow_bar__minus_01_dot_84_bar__plus_00_dot_33_bar__minus_00_dot_74 PillowType)
  (inReceptacle Pillow_bar__minus_01_dot_84_bar__plus_00_dot_33_bar__minus_00_dot_74 Desk_bar__minus_00_dot_65_bar__minus_01_dot_72_bar__plus_00_dot_16)
  (objectAtLocation Pillow_bar__minus_01_dot_84_bar__plus_00_dot_33_bar__minus_00_dot_74 loc_bar__minus_6_bar_6_bar_1_bar_30)
  (pickupable Pillow_bar__minus_01_dot_84_bar__plus_00_dot_33_bar__minus_00_dot_74)
  (objectType CreditCard_bar__plus_00_dot_98_bar__plus_01_dot_04_bar__minus_02_dot_15 CreditCardType)
  (inReceptacle CreditCard_bar__plus_00_dot_98_bar__plus_01_dot_04_bar__minus_02_dot_15 Dresser_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__minus_01_dot_83)
  (objectAtLocation CreditCard_bar__plus_00_dot_98_bar__plus_01_dot_04_bar__minus_02_dot_15 loc_bar__minus_8_bar__minus_5_bar_3_bar_45)
  (pickupable CreditCard_bar__plus_00_dot_98_bar__plus_01_dot_04_bar__minus_02_dot_15)
  (objectType Book_bar__minus_00_dot_31_bar__plus_00_dot_80_bar__plus_01_dot_90 BookType)
  (inReceptacle Book_bar__minus_00_dot_31_bar__plus_00_dot_80_bar__plus_01_dot_90 Safe_bar__plus_00_dot_69_bar__plus_00_dot_16_bar__minus_00_dot_25)
  (objectAtLocation Book_bar__minus_00_dot_31_bar__plus_00_dot_80_bar__plus_01_dot_90 loc_bar_1_bar__minus_1_bar_3_bar_30)
  (pickupable Book_bar__minus_00_dot_31_bar__plus_00_dot_80_bar__plus_01_dot_90)
  (objectType Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22 Dresser_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__minus_01_dot_83)
  (objectAtLocation Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22 loc_bar__minus_8_bar__minus_5_bar_3_bar_45)
  (pickupable Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22)
  (cleanable Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22)
  (coolable Bowl_bar__minus_00_dot_35_bar__plus_02_dot_48_bar__minus_00_dot_22)
  (objectType CellPhone_bar__minus_01_dot_94_bar__plus_00_dot_96_bar__plus_00_dot_40 CellPhoneType)
  (inReceptacle CellPhone_bar__minus_01_dot_94_bar__plus_00_dot_96_bar__plus_00_dot_40 Safe_bar__plus_00_dot_69_bar__plus_00_dot_16_bar__minus_00_dot_25)
  (objectAtLocation CellPhone_bar__minus_01_dot_94_bar__plus_00_dot_96_bar__plus_00_dot_40 loc_bar_1_bar__minus_1_bar_3_bar_30)
  (pickupable CellPhone_bar__minus_01_dot_94_bar__plus_00_dot_96_bar__plus_00_dot_40)
  (objectType DeskLamp_bar__plus_00_dot_04_bar__minus_01_dot_77_bar__plus_00_dot_93 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_00_dot_04_bar__minus_01_dot_77_bar__plus_00_dot_93 Desk_bar__minus_00_dot_65_bar__minus_01_dot_72_bar__plus_00_dot_16)
  (objectAtLocation DeskLamp_bar__plus_00_dot_04_bar__minus_01_dot_77_bar__plus_00_dot_93 loc_bar__minus_6_bar_6_bar_1_bar_30)
  (toggleable DeskLamp_bar__plus_00_dot_04_bar__minus_01_dot_77_bar__plus_00_dot_93)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o PencilType)
                 (holds ?a ?o)
             )
         )
     )
)
)
