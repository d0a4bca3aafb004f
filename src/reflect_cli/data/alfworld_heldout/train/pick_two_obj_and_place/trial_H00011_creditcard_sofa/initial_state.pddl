(define (problem plan_trial_H00011_creditcard_sofa)
(:domain alfred)
(:objects
  agent1 - agent
  CellPhoneType - otype
  CreditCardType - otype
  PillowType - otype
  WatchType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_01_dot_40 - object
  CreditCard_bar__minus_01_dot_85_bar__plus_02_dot_45_bar__minus_01_dot_31 - object
  CellPhone_bar__plus_02_dot_06_bar__plus_01_dot_25_bar__plus_00_dot_64 - object
  Pillow_bar__plus_00_dot_32_bar__minus_01_dot_30_bar__minus_00_dot_76 - object
  Watch_bar__plus_00_dot_56_bar__minus_00_dot_05_bar__minus_01_dot_88 - object
  Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72 - receptacle
  TVStand_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__plus_01_dot_08 - receptacle
  Shelf_bar__plus_01_dot_55_bar__minus_01_dot_45_bar__plus_01_dot_56 - receptacle
  Sofa_bar__plus_02_dot_07_bar__plus_00_dot_27_bar__plus_01_dot_74 - receptacle
  CoffeeTable_bar__minus_02_dot_33_bar__plus_02_dot_48_bar__minus_01_dot_58 - receptacle
  SideTable_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__plus_00_dot_66 - receptacle
  ArmChair_bar__minus_00_dot_15_bar__plus_02_dot_20_bar__plus_01_dot_32 - receptacle
  loc_bar_0_bar_3_bar_3_bar_15 - location
  loc_bar_4_bar_8_bar_3_bar_15 - location
  loc_bar__minus_1_bar__minus_7_bar_1_bar_60 - location
  loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
  loc_bar__minus_3_bar_3_bar_2_bar_15 - location
  loc_bar__minus_3_bar_4_bar_3_bar_45 - location
  loc_bar__minus_6_bar_1_bar_1_bar_60 - location
  loc_bar__minus_6_bar_5_bar_3_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType WatchType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType WatchType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType PillowType)
  (canContain DresserType WatchType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType PillowType)
  (canContain ShelfType WatchType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType PillowType)
  (canContain SideTableType WatchType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType PillowType)
  (canContain SofaType WatchType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType PillowType)
  (canContain TVStandType WatchType)
  (receptacleType Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72 loc_bar__minus_1_bar__minus_7_bar_1_bar_60)
  (receptacleType TVStand_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__plus_01_dot_08 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__plus_01_dot_08 loc_bar__minus_6_bar_5_bar_3_bar_60)
  (receptacleType Shelf_bar__plus_01_dot_55_bar__minus_01_dot_45_bar__plus_01_dot_56 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__minus_01_dot_45_bar__plus_01_dot_56 loc_bar__minus_3_bar_4_bar_3_bar_45)
  (receptacleType Sofa_bar__plus_02_dot_07_bar__plus_00_dot_27_bar__plus_01_dot_74 SofaType)
  (receptacleAtLocation Sofa_bar__plus_02_dot_07_bar__plus_00_dot_27_bar__plus_01_dot_74 loc_bar_0_bar_3_bar_3_bar_15)
  (receptacleType CoffeeTable_bar__minus_02_dot_33_bar__plus_02_dot_48_bar__minus_01_dot_58 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_02_dot_33_bar__plus_02_dot_48_bar__minus_01_dot_58 loc_bar__minus_3_bar_3_bar_2_bar_15)
  (receptacleType SideTable_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__plus_00_dot_66 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__plus_00_dot_66 loc_bar__minus_6_bar_1_bar_1_bar_60)
  (receptacleType ArmChair_bar__minus_00_dot_15_bar__plus_02_dot_20_bar__plus_01_dot_32 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_00_dot_15_bar__plus_02_dot_20_bar__plus_01_dot_32 loc_bar_4_bar_8_bar_3_bar_15)
  (objectType CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_01_dot_40 CreditCardType)
  (inReceptacle CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_01_dot_40 Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72)
  (objectAtLocation CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_01_dot_40 loc_bar__minus_1_bar__minus_7_bar_1_bar_60)
  (pickupable CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_01_dot_40)
  (objectType CreditCard_bar__minus_01_dot_85_bar__plus_02_dot_45_bar__minus_01_dot_31 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_85_bar__plus_02_dot_45_bar__minus_01_dot_31 SideTable_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__plus_00_dot_66)
  (objectAtLocation CreditCard_bar__minus_01_dot_85_bar__plus_02_dot_45_bar__minus_01_dot_31 loc_bar__minus_6_bar_1_bar_1_bar_60)
  (pickupable CreditCard_bar__minus_01_dot_85_bar__plus_02_dot_45_bar__minus_01_dot_31)
  (objectType CellPhone_bar__plus_02_dot_06_bar__plus_01_dot_25_bar__plus_00_dot_64 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_02_dot_06_bar__plus_01_dot_25_bar__plus_00_dot_64 Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72)
  (objectAtLocation CellPhone_bar__plus_02_dot_06_bar__plus_01_dot_25_bar__plus_00_dot_64 loc_bar__minus_1_bar__minus_7_bar_1_bar_60)
  (pickupable CellPhone_bar__plus_02_dot_06_bar__plus_01_dot_25_bar__plus_00_dot_64)
  (objectType Pillow_bar__plus_00_dot_32_bar__minus_01_dot_30_bar__minus_00_dot_76 PillowType)
  (inReceptacle Pillow_bar__plus_00_dot_32_bar__minus_01_dot_30_bar__minus_00_dot_76 Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72)
  (objectAtLocation Pillow_bar__plus_00_dot_32_bar__minus_01_dot_30_bar__minus_00_dot_76 loc_bar__minus_1_bar__minus_7_bar_1_bar_60)
  (pickupable Pillow_bar__plus_00_dot_32_bar__minus_01_dot_30_bar__minus_00_dot_76)
  (objectType Watch_bar__plus_00_dot_56_bar__minus_00_dot_05_bar__minus_01_dot_88 WatchType)
  (inReceptacle Watch_bar__plus_00_dot_56_bar__minus_00_dot_05_bar__minus_01_dot_88 Dresser_bar__plus_02_dot_02_bar__plus_00_dot_72_bar__minus_00_dot_72)
  (objectAtLocation Watch_bar__plus_00_dot_56_bar__minus_00_dot_05_bar__minus_01_dot_88 loc_bar__minus_1_bar__minus_7_bar_1_bar_60)
  (pickupable Watch_bar__plus_00_dot_56_bar__minus_00_dot_05_bar__minus_01_dot_88)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 CreditCardType)
                    (receptacleType ?r SofaType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 CreditCardType)
                            (receptacleType ?r SofaType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
